import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The script as a workflow runs it, with a home of its own and no credentials: firebase-tools stops at signing in. */
function deploy(folder, env) {
  const home = mkdtempSync(path.join(tmpdir(), 'deploy-function-'));
  try {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['GOOGLE_APPLICATION_CREDENTIALS', 'FIREBASE_TOKEN'].includes(name)));
    return spawnSync(process.execPath, ['tools/deployFunction.mjs', folder], { cwd: root, encoding: 'utf8', env: { ...inherited, HOME: home, ...env } });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

test("the shop's function goes to firebase deploy alone, and its .env file is gone again when the deploy fails", () => {
  const run = deploy('remote-shop', { FIREBASE_PROJECT_ID: 'cashcarry-prod' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /firebase deploy --project cashcarry-prod --only functions:shop --non-interactive --force/);
  assert.match(run.stdout, /Failed to authenticate/);
  assert.equal(existsSync(path.join(root, 'remote-shop/functions/.env.cashcarry-prod')), false);
});

test('the demo project is refused before firebase-tools runs', () => {
  const run = deploy('remote-shop', { FIREBASE_PROJECT_ID: 'demo-storefront' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^Refusing to deploy to the demo project "demo-storefront"/);
  assert.doesNotMatch(run.stderr + run.stdout, /firebase deploy/);
});
