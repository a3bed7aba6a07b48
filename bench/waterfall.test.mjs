import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeWaterfall, isOverlayCode, loadingOrder, requestsBefore } from './waterfall.mjs';

const request = (app, path, start, end, type = 'script') => ({ app, url: `http://localhost:300${'hsca'.indexOf(app[0])}${path}`, start, end, type });

test('overlay code is the cart and auth code past their entries, and must wait for idle', () => {
  assert.equal(isOverlayCode(request('cart', '/__federation_expose_CartPanel.0123456789.js', 0, 0)), true);
  assert.equal(isOverlayCode(request('auth', '/remoteEntry.js', 0, 0)), false);
  assert.equal(isOverlayCode(request('shop', '/__federation_expose_Shop.0123456789.js', 0, 0)), false);
  const early = [request('auth', '/772.0123456789.js', 400, 500)];
  assert.equal(loadingOrder(early, 600).overlayBeforeIdle, 200);
  assert.equal(loadingOrder([request('auth', '/772.0123456789.js', 700, 800)], 600).overlayBeforeIdle, -100);
});

test('the printed waterfall is sorted by start and stops at the given time', () => {
  const lines = describeWaterfall(
    [{ ...request('shop', '/remoteEntry.js', 50, 90), gzip: 2048 }, request('host', '/main.0123456789.js', 10, 40), request('cart', '/late.js', 900, 950)],
    100,
  );
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^ +10 ms → +40 ms {2}host {2}\/main/);
  assert.match(lines[1], /shop {2}\/remoteEntry\.js {2}2\.0 KB gzip$/);
});

test('the requests counted before the first screen are those started by then, the last one included', () => {
  const waterfall = [request('host', '/main.0123456789.js', 20, 60), request('shop', '/remoteEntry.js', 300, 340), request('cart', '/panel.js', 301, 350)];
  assert.equal(requestsBefore(waterfall, 300), 2);
  assert.equal(requestsBefore(waterfall, 10), 0);
});
