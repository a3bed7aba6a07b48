import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addCandidate, failCheck, makeLive, NO_RELEASE, passCheck, pin } from './releaseFile.mjs';
import { KEEP_NEWEST, MOST_KEPT, retain } from './retention.mjs';

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
  assert.deepEqual(retain(addCandidate(site, BUILD)).dropped, [2]);
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
  assert.throws(() => retain(addCandidate(site, BUILD)), new RegExp(`the site would keep ${MOST_KEPT + 1} builds \\(live ${MOST_KEPT}, known-good ${MOST_KEPT}, pinned 1, 2, .*\\), more than ${MOST_KEPT}, and never drops a live, known-good or pinned one\\. Unpin one first`));
});
