import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addCandidate, failCheck, makeLive, NO_RELEASE, passCheck, pin, rollBack, rollbackTarget } from './releaseFile.mjs';
import { describeDropped, KEEP_NEWEST, MOST_KEPT, retain } from './retention.mjs';

const BUILD = { commit: 'c0ffee1', time: '2026-11-01T09:00:00.000Z', files: ['mf-manifest.json'] };

/** Releases one more build through retention, as every publish does; `passes` says whether its check passed. */
function release(before, passes = true) {
  const candidate = retain(addCandidate(before, BUILD)).release;
  const id = candidate.builds[0].id;
  return retain(passes ? passCheck(candidate, id) : failCheck(candidate, id, 'fallback')).release;
}

const ids = (release) => release.builds.map((build) => build.id);

test(`a site keeps the newest ${KEEP_NEWEST} builds and drops the rest`, () => {
  let site = NO_RELEASE;
  for (let n = 1; n <= 4; n += 1) site = release(site);
  assert.deepEqual(ids(site), [4, 3, 2]);
  assert.deepEqual(retain(addCandidate(site, BUILD)).dropped, [{ id: 2, state: 'passed its check' }]);
});

test('a pinned build survives every later release', () => {
  let site = pin(release(NO_RELEASE), 1);
  for (let n = 2; n <= 7; n += 1) site = release(site);
  assert.deepEqual(ids(site), [7, 6, 5, 1]);
});

test('the live and the known-good builds survive releases that fail their check, however many', () => {
  let site = release(release(NO_RELEASE));
  site = makeLive(site, 1);
  for (let n = 3; n <= 7; n += 1) site = release(site, false);
  assert.deepEqual([site.live, site.knownGood], [1, 1]);
  assert.deepEqual(ids(site), [7, 6, 5, 1]);
  const forced = makeLive(site, 7);
  assert.deepEqual(ids(release(forced, false)), [8, 7, 6, 1], 'live 7 (failed its check) and known-good 1');
});

test(`a publish that would keep more than ${MOST_KEPT} builds refuses, rather than drop a pinned one, and says which it must keep`, () => {
  let site = NO_RELEASE;
  for (let n = 1; n <= MOST_KEPT; n += 1) site = pin(release(site), n);
  assert.equal(site.builds.length, MOST_KEPT);
  assert.throws(() => retain(addCandidate(site, BUILD)), new RegExp(`the site would keep ${MOST_KEPT + 1} builds \\(live ${MOST_KEPT}, known-good ${MOST_KEPT}, --rollback's targets ${MOST_KEPT - 1}, pinned 1, 2, .*\\), more than ${MOST_KEPT}, and never drops a live, known-good, rollback-target or pinned one\\. Unpin one first`));
});

const TIME = '2026-11-02T10:00:00.000Z';

test('the build --rollback would go to is never dropped: the issue’s case, where the builds newer than it were rolled back from', () => {
  let site = release(release(release(NO_RELEASE)));
  site = retain(rollBack(retain(rollBack(site, TIME)).release, TIME)).release;
  assert.deepEqual([site.live, site.knownGood], [1, 1], 'builds 3 and 2 were rolled back from');
  site = release(site);
  assert.deepEqual(ids(site), [4, 3, 2, 1], 'build 1 is kept: --rollback from 4 goes to it');
  assert.equal(rollbackTarget(site).id, 1);
  const forced = retain(makeLive(release(site, false), 5)).release;
  assert.deepEqual([forced.live, forced.knownGood, rollbackTarget(forced).id], [5, 4, 4]);
  const back = retain(rollBack(forced, TIME)).release;
  assert.deepEqual([back.live, back.knownGood, rollbackTarget(back).id], [4, 4, 1]);
  assert.ok(ids(back).includes(1));
});

test('whatever the sequence of releases, failures, forced builds and rollbacks, retention keeps the live, known-good and rollback-target builds', () => {
  // A fixed sequence from a small generator, so that a failure is the same each run.
  let seed = 49;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let site = NO_RELEASE;
  for (let step = 0; step < 400; step += 1) {
    const roll = next();
    let changed;
    if (roll < 0.45 || site.live === undefined) changed = addCandidate(site, BUILD);
    else if (roll < 0.6) changed = makeLive(site, site.builds[Math.floor(next() * site.builds.length)].id);
    else {
      try {
        changed = rollBack(site, TIME);
      } catch {
        continue;
      }
    }
    if (changed.builds.length > site.builds.length) {
      const id = changed.builds[0].id;
      changed = next() < 0.6 ? passCheck(changed, id) : failCheck(changed, id, 'boom');
    }
    const target = (() => {
      try {
        return rollbackTarget(changed).id;
      } catch {
        return undefined;
      }
    })();
    site = retain(changed).release;
    for (const id of [site.live, site.knownGood, target].filter((n) => n !== undefined)) assert.ok(ids(site).includes(id), `step ${step}: build ${id} kept`);
    if (target !== undefined) assert.equal(rollbackTarget(site).id, target, `step ${step}: --rollback still goes to ${target}`);
  }
});

test('a publish says by name what it drops and why', () => {
  assert.equal(describeDropped([]), 'dropped none');
  assert.equal(
    describeDropped([{ id: 2, state: 'failed its check' }, { id: 1, state: 'rolled back from' }]),
    `dropped build 2 (failed its check), build 1 (rolled back from): each is older than the newest ${KEEP_NEWEST}, and neither live, known-good, pinned nor the build --rollback would go to`,
  );
});
