import { test } from 'node:test';
import assert from 'node:assert/strict';
import hostConfig from '../../host/webpack.config.mjs';
import { RETIRED_WORKER } from '../contracts/retiredWorker.mjs';

test("the host's dev server answers /sw.js with the retiring worker, so a production build's worker left on its origin goes", async () => {
  const { devServer } = await hostConfig({}, { mode: 'development' });
  const served = devServer.setupMiddlewares([], {}).find((middleware) => middleware.path === '/sw.js');
  assert.ok(served, 'a middleware for /sw.js');
  const headers = {};
  let body;
  served.middleware({ url: '/sw.js' }, { setHeader: (name, value) => (headers[name.toLowerCase()] = value), end: (text) => (body = text) });
  assert.equal(body, RETIRED_WORKER);
  assert.equal(headers['content-type'], 'application/javascript');
  assert.equal(headers['cache-control'], 'no-cache');
});
