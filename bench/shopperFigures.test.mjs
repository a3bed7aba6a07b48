import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exitStatus } from './targets.mjs';
import { blockingWithin, SHOPPER_MEASURES, shopperRows, turnOrder } from './shopperFigures.mjs';

test('the pages take turns: the one measured first changes every round', () => {
  assert.deepEqual(turnOrder(['federated', 'single'], 0), ['federated', 'single']);
  assert.deepEqual(turnOrder(['federated', 'single'], 1), ['single', 'federated']);
  assert.deepEqual(turnOrder(['federated', 'single'], 2), ['federated', 'single']);
  const pages = ['federated', 'single'];
  turnOrder(pages, 1);
  assert.deepEqual(pages, ['federated', 'single'], 'the list given is left as it was');
});

test('blocking counts each long task beyond 50 ms, whole, when it overlaps the window', () => {
  const tasks = [
    { startTime: 100, duration: 120 }, // ends inside the window: 70
    { startTime: 500, duration: 111 }, // inside: 61
    { startTime: 900, duration: 80 }, // starts inside, ends after it: 30
    { startTime: 1200, duration: 300 }, // after the window
    { startTime: 0, duration: 60 }, // ends before the window
  ];
  assert.deepEqual(blockingWithin(tasks, 200, 1000), { blockingMs: 161, longestMs: 120 });
});

test('no long task in the window is no blocking and no longest task', () => {
  assert.deepEqual(blockingWithin([{ startTime: 10, duration: 90 }], 200, 300), { blockingMs: 0, longestMs: 0 });
  assert.deepEqual(blockingWithin([], 0, 1000), { blockingMs: 0, longestMs: 0 });
});

test('a task of exactly 50 ms blocks nothing', () => {
  assert.deepEqual(blockingWithin([{ startTime: 10, duration: 50 }], 0, 100), { blockingMs: 0, longestMs: 0 });
});

const samples = (...ms) => ms.map((value) => ({ ms: value, blockingMs: value / 10, longestMs: value / 5 }));

test('each measure prints its median in seconds beside its target, and a miss never fails the run', () => {
  const results = {
    'cart phone': { federated: samples(3200, 2900, Number.NaN, 3500), single: samples(500, 560, 600) },
    'cart desktop': { federated: samples(60, 80, 90), single: samples(50, 55, 60) },
    'scroll phone': { federated: samples(2050, 1900, 2200), single: samples(1300, 1400, 1370) },
  };
  const rows = shopperRows(results);
  const named = (start) => rows.find((r) => r.name.startsWith(start));

  const phoneCart = rows[0];
  assert.equal(phoneCart.section, 'Shopper, phone (390 px, touch, 4x CPU)');
  assert.equal(phoneCart.name, 'first Cart click → cart panel shows, median of 3');
  assert.equal(phoneCart.shown, '3.20 s');
  assert.equal(phoneCart.target, '≤ 0.2');
  assert.equal(phoneCart.verdict, 'missed');
  assert.equal(phoneCart.kind, 'reported');
  assert.equal(rows[1].shown, '0.56 s');
  assert.equal(rows[1].target, '', 'the control has no target');

  const desktopCart = rows[2];
  assert.equal(desktopCart.section, 'Shopper, desktop (1280 px, 1x CPU)');
  assert.equal(desktopCart.shown, '0.08 s');
  assert.equal(desktopCart.verdict, 'met');

  assert.equal(named('first scroll').shown, '2.05 s');
  assert.equal(named('  main-thread blocking').shown, '205 ms');
  assert.equal(named('  main-thread blocking').target, '≤ 0');
  assert.equal(named('  longest task').shown, '410 ms');
  assert.equal(named('  the same blocking, single').shown, '137 ms');

  assert.equal(rows.some((r) => r.name.startsWith('first Login')), false, 'a measure not taken prints no row');
  assert.equal(exitStatus(rows), 0);
});

test('every measure has a target, the header buttons stricter on a desktop than on a phone', () => {
  for (const measure of SHOPPER_MEASURES) assert.ok(measure.target > 0, measure.key);
  const target = (key) => SHOPPER_MEASURES.find((m) => m.key === key).target;
  assert.ok(target('cart desktop') < target('cart phone'));
  assert.equal(target('login phone'), target('cart phone'));
});
