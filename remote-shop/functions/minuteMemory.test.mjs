import { test } from 'node:test';
import assert from 'node:assert/strict';
import { minuteMemory } from './minuteMemory.mjs';

function clock() {
  let time = 0;
  return { now: () => time, pass: (ms) => (time += ms) };
}

test('loads a value once for the minute, whoever asks meanwhile, and again once the minute is out', async () => {
  const { now, pass } = clock();
  const kept = minuteMemory(60_000, now);
  let loads = 0;
  const load = async () => (loads += 1);
  assert.deepEqual(await Promise.all([kept('a', load), kept('a', load)]), [1, 1]);
  pass(59_999);
  assert.equal(await kept('a', load), 1);
  pass(1);
  assert.equal(await kept('a', load), 2);
  assert.equal(await kept('b', load), 3);
});

test('keeps no failure: the next request loads again', async () => {
  const kept = minuteMemory(60_000, () => 0);
  let loads = 0;
  const failing = async () => {
    loads += 1;
    throw new Error('site down');
  };
  await assert.rejects(kept('a', failing), /site down/);
  await assert.rejects(kept('a', failing), /site down/);
  assert.equal(loads, 2);
  assert.equal(await kept('a', async () => 'up'), 'up');
});

test('a load that throws before its first await is a failure like any other', async () => {
  const kept = minuteMemory(60_000, () => 0);
  await assert.rejects(
    kept('a', () => {
      throw new Error('bad address');
    }),
    /bad address/,
  );
});
