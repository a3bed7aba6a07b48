import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkCandidate } from './check.mjs';

test('a check whose browser cannot start says so, and names the setting to change', async () => {
  await assert.rejects(
    checkCandidate({ hostUrl: 'http://127.0.0.1:9/', remote: 'cart', id: 1, executablePath: '/nowhere/chromium' }),
    /^Error: Chromium could not start from \/nowhere\/chromium \(.*\/nowhere\/chromium\); set CHROMIUM_PATH to a Chromium or Chrome that runs on this machine$/,
  );
});
