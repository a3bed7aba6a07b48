// The shop's function deployed alone installs what it runs: `npm ci` on its declared Node, as Cloud Build
// runs it (which decides the optional packages), then loaded as the emulator's runtime loads it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { nodeFromRegistry } from '../projectNode.mjs';

const FUNCTION = fileURLToPath(new URL('../../remote-shop/functions/', import.meta.url));
const LOAD = `await import('firebase-functions/v2');
const { shopPage } = await import('./index.mjs');
if (typeof shopPage !== 'function' || shopPage.__endpoint.platform !== 'gcfv2') throw new Error('index.mjs exports no 2nd gen shopPage');
console.log(process.version);`;

test('the function, installed from its own lockfile on its declared Node, loads with everything its SDK requires', { timeout: 10 * 60_000 }, (t) => {
  const runtime = Number(JSON.parse(readFileSync(path.join(FUNCTION, 'package.json'), 'utf8')).engines.node);
  const env = nodeFromRegistry(runtime);
  const dir = mkdtempSync(path.join(tmpdir(), 'function-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(FUNCTION, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const ran = execFileSync('node', ['--input-type=module', '-e', LOAD], { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  assert.equal(ran.trim().split('.')[0], `v${runtime}`);
});
