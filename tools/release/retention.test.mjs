import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { addCandidate, failCheck, goTo, NO_RELEASE, passCheck, pin, recordLiveTimes, rollBack, rollbackTarget, settlePending } from '../contracts/releaseFile.mjs';
import { PAGE_LIFETIME_HOURS } from '../hosting/pageLifetime.mjs';
import { describeDropped, KEEP_NEWEST, MOST_KEPT, retain } from './retention.mjs';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-01T09:00:00.000Z');

/**
 * A site and its clock, changed as runRelease changes it: a candidate uploaded and a failure recorded
 * drop nothing; a pass, a rollback, `--to` and a pin go through retention at that moment.
 */
function site() {
  let at = START;
  let release = NO_RELEASE;
  const time = () => new Date(at).toISOString();
  const publish = (next) => {
    const { release: kept, dropped } = retain(next, { now: new Date(at) });
    release = kept;
    return dropped;
  };
  return {
    /** The release file as the site has it now. */
    get file() {
      return release;
    },
    ids: () => release.builds.map((build) => build.id),
    /** The clock, in ms. */
    now: () => at,
    later(hours) {
      at += hours * HOUR;
    },
    /** One more build: `passed`, `failed`, or `killed` (its command stopped outright, leaving it pending). */
    release(outcome = 'passed') {
      release = addCandidate(release, { source: { commit: 'c0ffee1', changed: [] }, time: time(), files: ['mf-manifest.json'] });
      const { id } = release.builds[0];
      if (outcome === 'passed') return publish(passCheck(release, id, time()));
      if (outcome === 'failed') release = failCheck(release, id, 'its slot showed the fallback');
      return [];
    },
    /** What the next command starts from, as every command does. */
    settle() {
      release = settlePending(recordLiveTimes(release, time()));
    },
    rollBack: () => publish(rollBack(release, time())),
    to: (id) => publish(goTo(release, id, time())),
    pin: (id) => publish(pin(release, id)),
  };
}

test(`once a day has passed, a site keeps the newest ${KEEP_NEWEST} builds and drops the rest`, () => {
  const cart = site();
  for (let n = 1; n <= 4; n += 1) {
    cart.release();
    cart.later(PAGE_LIFETIME_HOURS + 1);
  }
  assert.deepEqual(cart.ids(), [4, 3, 2]);
  cart.release();
  assert.deepEqual(cart.ids(), [5, 4, 3]);
});

test(`every build live at any moment in the last ${PAGE_LIFETIME_HOURS} hours is kept, and none a moment longer`, () => {
  const cart = site();
  for (let n = 1; n <= 6; n += 1) {
    cart.release();
    cart.later(2);
  }
  assert.deepEqual(cart.ids(), [6, 5, 4, 3, 2, 1], 'each was live within the day: a page opened then may ask for its files');
  assert.equal(cart.file.builds.find((build) => build.id === 1).liveUntil, new Date(START + 2 * HOUR).toISOString(), 'build 1 stopped being live when build 2 went live');
  // Build 1 stopped being live at hour 2: exactly a day after, a page opened then may still hold it.
  cart.later(PAGE_LIFETIME_HOURS + 2 - 12);
  cart.pin(6);
  assert.deepEqual(cart.ids(), [6, 5, 4, 3, 2, 1]);
  cart.later(0.001);
  const dropped = cart.pin(6);
  assert.deepEqual(cart.ids(), [6, 5, 4, 3, 2]);
  assert.deepEqual(dropped, [{ id: 1, state: 'passed its check', liveUntil: new Date(START + 2 * HOUR).toISOString(), forRoom: false }]);
});

test('a build that was live only briefly, rolled back from or forced live against its check, is kept as long as any other that was live', () => {
  const cart = site();
  cart.release();
  cart.later(1);
  cart.release('failed');
  cart.to(2);
  cart.later(0.1);
  cart.rollBack();
  for (let n = 3; n <= 6; n += 1) {
    cart.later(1);
    cart.release();
  }
  assert.ok(cart.ids().includes(2), 'build 2 was live for six minutes, an hour ago or so');
  cart.later(PAGE_LIFETIME_HOURS);
  cart.release();
  assert.equal(cart.ids().includes(2), false, 'a day on, it goes first');
});

test(`a team releasing many times a day is never refused for builds kept only for open pages: past ${MOST_KEPT}, the ones live longest ago go, each said with when`, () => {
  const cart = site();
  for (let n = 1; n <= 12; n += 1) {
    cart.release();
    cart.later(0.5);
  }
  const dropped = cart.release();
  assert.equal(cart.ids().length, MOST_KEPT);
  assert.deepEqual(cart.ids(), [13, 12, 11, 10, 9, 8, 7, 6]);
  assert.deepEqual(dropped.map(({ id, forRoom }) => [id, forRoom]), [[5, true]]);
  assert.match(describeDropped(dropped), new RegExp(`^to keep the site within ${MOST_KEPT} builds, dropped build 5 \\(passed its check, live until 2026-11-01T11:30:00\\.000Z\\): a page opened while it was live may still ask for its files$`));
});

test('where there is not room for every build live within the day, failed and rolled-back ones go before any passed one', () => {
  const cart = site();
  for (let n = 1; n <= 4; n += 1) cart.release();
  cart.release('failed');
  cart.to(5);
  cart.rollBack();
  cart.release();
  cart.rollBack();
  const dropped = [];
  for (let n = 7; n <= 11; n += 1) dropped.push(...cart.release());
  assert.deepEqual(cart.ids(), [11, 10, 9, 8, 7, 4, 3, 2], 'live 11, then every passed build, newest first, while there is room');
  assert.deepEqual(
    dropped.map(({ id, state, forRoom }) => [id, state, forRoom]),
    [[5, 'rolled back from', true], [6, 'rolled back from', true], [1, 'passed its check', true]],
  );
});

test('the issue’s desk: passed builds are never dropped to keep failed ones, and two rollbacks in a row each have a target', () => {
  const cart = site();
  const outcomes = ['passed', 'passed', 'passed', 'passed', 'passed', 'passed', 'failed', 'passed', 'failed'];
  for (const outcome of outcomes) {
    cart.release(outcome);
    cart.later(PAGE_LIFETIME_HOURS + 1);
  }
  cart.pin(8);
  assert.deepEqual(cart.ids(), [8, 6, 5], 'live 8 and the two passed builds behind it; the failed 9 and 7 go before any of them');
  cart.rollBack();
  assert.equal(cart.file.live, 6);
  cart.rollBack();
  assert.equal(cart.file.live, 5);
});

test('the two builds behind the live one that two rollbacks in a row go to are kept, whatever failed or was rolled back between them', () => {
  const cart = site();
  cart.release();
  cart.release();
  for (const outcome of ['failed', 'killed', 'failed']) {
    cart.release(outcome);
    cart.settle();
  }
  cart.release();
  cart.later(PAGE_LIFETIME_HOURS + 1);
  cart.pin(6);
  assert.deepEqual(cart.ids(), [6, 2, 1]);
  assert.equal(rollbackTarget(cart.file).id, 2);
  cart.rollBack();
  assert.equal(rollbackTarget(cart.file).id, 1);
});

test('a build made live against its check keeps the known-good build and the one before it, the targets of two rollbacks in a row', () => {
  const cart = site();
  for (let n = 1; n <= 3; n += 1) cart.release();
  cart.release('failed');
  cart.to(4);
  cart.later(PAGE_LIFETIME_HOURS + 1);
  cart.pin(4);
  assert.deepEqual([cart.file.live, cart.file.knownGood], [4, 3]);
  assert.deepEqual(cart.ids(), [4, 3, 2, 1], 'the live 4, known-good 3, the 2 behind it, and the newest 3 passed builds');
  cart.rollBack();
  cart.rollBack();
  assert.equal(cart.file.live, 2);
});

test('a pinned build survives every later release', () => {
  const cart = site();
  cart.release();
  cart.pin(1);
  for (let n = 2; n <= 7; n += 1) {
    cart.later(PAGE_LIFETIME_HOURS + 1);
    cart.release();
  }
  assert.deepEqual(cart.ids(), [7, 6, 5, 1]);
});

test(`a publish that would keep more than ${MOST_KEPT} builds it never drops refuses, rather than drop a pinned one, and says which it must keep`, () => {
  const cart = site();
  for (let n = 1; n <= MOST_KEPT; n += 1) {
    cart.release();
    cart.pin(n);
  }
  assert.equal(cart.ids().length, MOST_KEPT);
  const next = addCandidate(cart.file, { time: new Date(START).toISOString(), files: [] });
  assert.throws(
    () => retain(passCheck(next, MOST_KEPT + 1), { now: new Date(START) }),
    new RegExp(`the site would keep ${MOST_KEPT + 1} builds \\(live ${MOST_KEPT + 1}, known-good ${MOST_KEPT + 1}, --rollback's targets ${MOST_KEPT}, ${MOST_KEPT - 1}, pinned 1, 2, .*\\), more than ${MOST_KEPT}, and never drops a live, known-good, rollback-target or pinned one\\. Unpin one first`),
  );
});

test('a release file written before live times were recorded keeps every build a page may hold for a day from its first publish', () => {
  const older = {
    live: 3,
    knownGood: 3,
    pins: [],
    builds: [3, 2, 1].map((id) => ({ id, source: { commit: 'c0ffee1', changed: [] }, time: '2026-10-01T09:00:00.000Z', files: ['mf-manifest.json'], check: 'passed' })),
  };
  const first = new Date(START).toISOString();
  const recorded = recordLiveTimes(older, first);
  assert.deepEqual(
    recorded.builds.map(({ id, liveFrom, liveUntil }) => [id, liveFrom, liveUntil]),
    [[3, first, undefined], [2, undefined, first], [1, undefined, first]],
  );
  assert.deepEqual(recordLiveTimes(recorded, '2026-11-09T00:00:00.000Z'), recorded, 'recorded once: the next command changes nothing');
  const next = addCandidate(recorded, { time: first, files: [] });
  const { release } = retain(passCheck(next, 4, first), { now: new Date(START + (PAGE_LIFETIME_HOURS - 1) * HOUR), newest: 1 });
  assert.deepEqual(release.builds.map((build) => build.id), [4, 3, 2, 1]);
  assert.deepEqual(retain(release, { now: new Date(START + (PAGE_LIFETIME_HOURS + 1) * HOUR), newest: 1 }).release.builds.map((build) => build.id), [4, 3, 2]);
});

test('whatever the sequence of releases, failures, kills, forced builds, rollbacks and hours, retention keeps the live, known-good and two rollback targets, and every build live within the day while there is room', () => {
  // A fixed sequence from a small generator, so that a failure is the same each run.
  let seed = 49;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cart = site();
  for (let step = 0; step < 600; step += 1) {
    const roll = next();
    cart.later(next() < 0.2 ? next() * 30 : next() * 2);
    cart.settle();
    let dropped;
    try {
      if (roll < 0.45 || cart.file.live === undefined) {
        const outcome = next() < 0.6 ? 'passed' : next() < 0.7 ? 'failed' : 'killed';
        dropped = cart.release(outcome);
        if (outcome !== 'passed') continue;
      } else if (roll < 0.6) dropped = cart.to(cart.file.builds[Math.floor(next() * cart.file.builds.length)].id);
      else dropped = cart.rollBack();
    } catch (error) {
      assert.match(error.message, /^(Cannot roll back|Build \d+ is already live)/, `step ${step}`);
      continue;
    }
    const release = cart.file;
    assert.ok(cart.ids().length <= MOST_KEPT, `step ${step}: at most ${MOST_KEPT} kept`);
    for (const { id, liveUntil, forRoom } of dropped) {
      if (forRoom) assert.equal(cart.ids().length, MOST_KEPT, `step ${step}: build ${id} dropped for room only when the site is full`);
      else assert.ok(liveUntil === undefined || Date.parse(liveUntil) < cart.now() - PAGE_LIFETIME_HOURS * HOUR, `step ${step}: build ${id}, live until ${liveUntil}, not dropped within the day`);
    }
    const targets = [];
    let back = release;
    try {
      for (; targets.length < 2; back = rollBack(back, '2026-12-31T00:00:00.000Z')) targets.push(rollbackTarget(back).id);
    } catch {
      // as many targets as it has
    }
    for (const id of [release.live, release.knownGood, ...targets].filter((n) => n !== undefined)) assert.ok(cart.ids().includes(id), `step ${step}: build ${id} kept`);
  }
});

test('a publish says by name what it drops and why', () => {
  assert.equal(describeDropped([]), 'dropped none');
  assert.equal(
    describeDropped([{ id: 2, state: 'failed its check', forRoom: false }, { id: 1, state: 'rolled back from', liveUntil: '2026-11-01T09:00:00.000Z', forRoom: false }]),
    `dropped build 2 (failed its check), build 1 (rolled back from): each is neither live, known-good, pinned, a build two --rollbacks in a row would go to, among the newest ${KEEP_NEWEST} (passed builds first), nor live in the last ${PAGE_LIFETIME_HOURS} hours`,
  );
  assert.equal(
    describeDropped([{ id: 3, state: 'failed its check', forRoom: false }, { id: 2, state: 'passed its check', liveUntil: '2026-11-01T09:00:00.000Z', forRoom: true }, { id: 1, state: 'passed its check', liveUntil: '2026-11-01T08:00:00.000Z', forRoom: true }]),
    `dropped build 3 (failed its check): it is neither live, known-good, pinned, a build two --rollbacks in a row would go to, among the newest ${KEEP_NEWEST} (passed builds first), nor live in the last ${PAGE_LIFETIME_HOURS} hours; to keep the site within ${MOST_KEPT} builds, dropped build 2 (passed its check, live until 2026-11-01T09:00:00.000Z), build 1 (passed its check, live until 2026-11-01T08:00:00.000Z): a page opened while one of them was live may still ask for its files`,
  );
});

test('docs/deploy.md says the figures retention keeps by', () => {
  const retention = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8').split('### Retention')[1].split('\n## ')[0];
  const words = { 3: 'three', 8: 'eight' };
  assert.match(retention, new RegExp(`every build that was live at any moment in the last ${PAGE_LIFETIME_HOURS} hours \\(\`PAGE_LIFETIME_HOURS\``));
  assert.match(retention, new RegExp(`while the site holds at most ${words[MOST_KEPT]} builds`));
  assert.match(retention, new RegExp(`the newest ${words[KEEP_NEWEST]} builds, those that passed their check first`));
});
