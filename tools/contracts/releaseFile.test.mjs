import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addCandidate, ENDED_PENDING, failCheck, goTo, leftPending, makeLive, NO_RELEASE, parseRelease, passCheck, pin, rollBack, rollbackTarget, settlePending, unpin } from './releaseFile.mjs';

const BUILD = { source: { commit: 'c0ffee1c0ffee1c0ffee1c0ffee1c0ffee1c0ffe', changed: ['remote-cart/src/CartPanel.tsx'] }, time: '2026-11-01T09:00:00.000Z', files: ['mf-manifest.json', 'remoteEntry.js'] };

/** Hour `n` of a day, as the release file writes a time. */
const hour = (n) => new Date(Date.UTC(2026, 10, 2, n)).toISOString();

/** A site whose builds 1… were released in turn, build n at hour n, each passing its check unless `failed` names it. */
function released(count, failed = []) {
  let release = NO_RELEASE;
  for (let n = 1; n <= count; n += 1) {
    release = addCandidate(release, BUILD);
    release = failed.includes(n) ? failCheck(release, n, 'its slot showed the fallback') : passCheck(release, n, hour(n));
  }
  return release;
}

test('a candidate is numbered after every build and kept, but nothing shoppers get changes until it passes', () => {
  const before = released(2);
  const after = addCandidate(before, BUILD);
  assert.deepEqual(after.builds[0], { id: 3, ...BUILD, check: 'pending' });
  assert.deepEqual([after.live, after.knownGood], [2, 2]);
  assert.deepEqual(before.builds.map((b) => b.id), [2, 1], 'the file given is not changed');
});

test('a candidate that passes its check is live and known-good; one that fails leaves both, with the reason kept', () => {
  const passed = passCheck(addCandidate(released(1), BUILD), 2);
  assert.deepEqual([passed.live, passed.knownGood, passed.builds[0].check], [2, 2, 'passed']);
  const failed = failCheck(addCandidate(released(1), BUILD), 2, 'the console showed an error: boom');
  assert.deepEqual([failed.live, failed.knownGood], [1, 1]);
  assert.deepEqual(failed.builds[0], { id: 2, ...BUILD, check: 'failed', reason: 'the console showed an error: boom' });
});

test('known-good is the last build that passed a check, never merely the one before the newest', () => {
  const release = released(4, [3, 4]);
  assert.deepEqual([release.live, release.knownGood], [2, 2]);
  assert.equal(rollbackTarget(makeLive(release, 4)).id, 2);
});

test('a rollback makes a kept build live; it is known-good again only if it passed its check', () => {
  const release = released(3, [3]);
  assert.equal(rollbackTarget(release).id, 1, 'live is known-good: back to the newest earlier build that passed');
  const rolledBack = makeLive(release, 1);
  assert.deepEqual([rolledBack.live, rolledBack.knownGood], [1, 1]);
  const forced = makeLive(release, 3);
  assert.deepEqual([forced.live, forced.knownGood], [3, 2], 'a build made live against its check keeps the known-good to fall back to');
  assert.equal(rollbackTarget(forced).id, 2);
});

test('--rollback marks the build it takes shoppers off, which never becomes known-good again, nor a rollback target', () => {
  const release = released(4);
  const back = rollBack(release, '2026-11-02T10:00:00.000Z');
  assert.deepEqual([back.live, back.knownGood], [3, 3]);
  assert.deepEqual(back.builds.find((b) => b.id === 4), { id: 4, ...BUILD, check: 'passed', liveFrom: hour(4), rolledBack: '2026-11-02T10:00:00.000Z', liveUntil: '2026-11-02T10:00:00.000Z' });
  assert.deepEqual([makeLive(back, 4).live, makeLive(back, 4).knownGood], [4, 3], '--to 4: live, but 3 stays the one to fall back to');
  const again = rollBack(makeLive(back, 4), '2026-11-02T11:00:00.000Z');
  assert.deepEqual([again.live, again.knownGood], [3, 3], 'from the forced 4, back to 3');
  const third = rollBack(again, '2026-11-02T12:00:00.000Z');
  assert.deepEqual([third.live, third.knownGood, rollbackTarget(third).id], [2, 2, 1]);
});

test('a rollback, pin or unpin that names what is not there is refused, saying what is', () => {
  const release = released(2);
  assert.throws(() => makeLive(release, 7), /Build 7 is not kept on the site \(kept: 2, 1\)/);
  assert.throws(() => goTo(release, 7), /^Error: Build 7 is not kept on the site\. --to <n> takes a kept build: 1 \(passed its check\)\.$/);
  assert.throws(() => pin(release, 7), /Build 7 is not kept/);
  assert.throws(() => unpin(pin(release, 1), 2), /Build 2 is not pinned \(pinned: 1\)/);
  assert.throws(() => rollbackTarget(NO_RELEASE).id, /Nothing is live/);
  assert.throws(() => rollbackTarget(released(1)).id, /^Error: Cannot roll back: no build before the live one \(1\) passed its check and was not rolled back from: no build is kept before it\. No other build is kept: release one that passes its check\.$/);
  assert.deepEqual(unpin(pin(pin(release, 2), 1), 2).pins, [1]);
});

test('a live site’s release file is read only when it is one this tool could have written', () => {
  const url = 'https://cart.example.com/release.json';
  const release = pin(released(2), 1);
  assert.deepEqual(parseRelease(JSON.stringify(release), url), release);
  const older = { live: 2, knownGood: 2, pins: [], builds: [{ id: 2, ...BUILD, check: 'passed' }, { id: 1, ...BUILD, check: 'passed', rolledBack: '2026-11-02T10:00:00.000Z' }] };
  assert.deepEqual(parseRelease(JSON.stringify(older), url), older, 'one written before live times were recorded');
  for (const broken of [
    'not json',
    '{}',
    JSON.stringify({ ...release, live: 9 }),
    JSON.stringify({ ...release, pins: [9] }),
    JSON.stringify({ ...release, builds: [{ ...release.builds[0], files: ['../../etc/passwd'] }, release.builds[1]] }),
    JSON.stringify({ ...release, builds: [release.builds[0], { ...release.builds[1], liveUntil: 'yesterday-ish' }] }),
  ]) {
    assert.throws(() => parseRelease(broken, url), /release\.json is not a release file this tool wrote; refusing to publish over it/, broken);
  }
});

test('a rollback names what it looked at: why it goes where it goes, and why it cannot', () => {
  const time = '2026-11-02T10:00:00.000Z';
  assert.deepEqual(rollbackTarget(makeLive(released(4, [2]), 2)), { id: 4, why: 'the known-good build (live 2 is not)' });
  const back = rollBack(rollBack(released(4, [1]), time), time);
  assert.deepEqual([back.live, back.knownGood], [2, 2]);
  const fifth = passCheck(addCandidate(back, BUILD), 5);
  assert.deepEqual(rollbackTarget(fifth), { id: 2, why: 'the newest build before the live one (5) that passed its check and was not rolled back from; builds 3 and 4 were rolled back from' });
  const stuck = rollBack(fifth, time);
  assert.throws(() => rollbackTarget(stuck), /^Error: Cannot roll back: no build before the live one \(2\) passed its check and was not rolled back from: build 1 failed its check\. --to <n> makes another kept build live all the same: 5 \(rolled back from\), 4 \(rolled back from\), 3 \(rolled back from\) or 1 \(failed its check\)\.$/);
  const pending = addCandidate(NO_RELEASE, BUILD);
  assert.throws(() => rollbackTarget(passCheck(addCandidate(pending, BUILD), 2)), /\(2\) passed its check and was not rolled back from: build 1 never passed its check\./);
});

test('each build says when it last became live and when shoppers last stopped getting it; a build live again has not stopped yet', () => {
  const release = released(3, [3]);
  const times = (r) => r.builds.map(({ id, liveFrom, liveUntil }) => [id, liveFrom, liveUntil]);
  assert.deepEqual(times(release), [[3, undefined, undefined], [2, hour(2), undefined], [1, hour(1), hour(2)]], 'the failed 3 was never live');
  const forced = goTo(release, 3, hour(5));
  assert.deepEqual(times(forced), [[3, hour(5), undefined], [2, hour(2), hour(5)], [1, hour(1), hour(2)]]);
  const back = rollBack(forced, hour(6));
  assert.deepEqual(times(back), [[3, hour(5), hour(6)], [2, hour(6), undefined], [1, hour(1), hour(2)]], 'build 2 is live again from hour 6');
  assert.deepEqual(times(passCheck(addCandidate(back, BUILD), 4, hour(7))).slice(0, 2), [[4, hour(7), undefined], [3, hour(5), hour(6)]]);
  assert.equal(goTo(back, 1, hour(8)).builds.find((b) => b.id === 2).liveUntil, hour(8));
});

test('--to takes every kept build but the live one, and a refusal names exactly those', () => {
  const release = rollBack(released(4, [2]), hour(5));
  assert.deepEqual([release.live, release.knownGood], [3, 3]);
  assert.throws(() => goTo(release, 3), /^Error: Build 3 is already live\. --to <n> takes another kept build: 4 \(rolled back from\), 2 \(failed its check\) or 1 \(passed its check\)\.$/);
  for (const id of [4, 2, 1]) assert.equal(goTo(release, id, hour(6)).live, id, `--to ${id}, as suggested, is taken`);
  assert.throws(() => goTo(released(1), 1), /^Error: Build 1 is already live\. No other build is kept: release one that passes its check\.$/);
});

test('a build an earlier release left pending is found, and failed with why', () => {
  const release = addCandidate(released(1), BUILD);
  assert.deepEqual(leftPending(release).map((b) => b.id), [2]);
  const settled = settlePending(release);
  assert.deepEqual(settled.builds[0], { id: 2, ...BUILD, check: 'failed', reason: ENDED_PENDING });
  assert.deepEqual(leftPending(settled), []);
  assert.equal(settled.live, 1);
});

test('a publish keeps all a build records of its source, the digest its check passed included', () => {
  const text = JSON.stringify({ live: 1, pins: [], builds: [{ id: 1, files: ['mf-manifest.json'], source: { commit: 'a'.repeat(40), changed: [], digest: 'b'.repeat(64) } }] });
  assert.equal(parseRelease(text, 'https://cart.example/release.json').builds[0].source.digest, 'b'.repeat(64));
});
