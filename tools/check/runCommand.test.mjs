import { test } from 'node:test';
import assert from 'node:assert/strict';
import { whyNotRunnable } from './runCommand.mjs';

const REPOSITORY = {
  scripts: { test: 'jest', release: 'node tools/release.mjs', 'setup:emulators': 'firebase setup:emulators:firestore' },
  workspaces: new Map([['remote-cart', { check: 'node ../tools/check.mjs' }], ['@storefront/remote-cart', { check: 'node ../tools/check.mjs' }], ['e2e', { test: 'playwright test' }]]),
  executables: new Set(['.ci/browsers']),
  checkRelease: (argv) => {
    if (argv[0] !== 'cart') throw new Error(`Say which remote to release, not "${argv[0]}"`);
  },
};
const why = (command) => whyNotRunnable(command, REPOSITORY);

test('npm ci, a root script, a workspace’s script, a release of a real team and a script of the repository run', () => {
  for (const command of ['npm ci', 'npm ci --no-audit', 'npm test', 'npm run setup:emulators', 'npm run check -w remote-cart', 'npm run check --workspace @storefront/remote-cart -- --list', 'npm test -w e2e', 'npm run release -- cart --no-build', '.ci/browsers', './.ci/browsers']) {
    assert.equal(why(command), undefined, command);
  }
});

test('a missing script, workspace, team or file is named', () => {
  assert.equal(why('npm run check'), 'the root package.json has no script "check"');
  assert.equal(why('npm run check -w remote-basket'), 'no workspace "remote-basket"');
  assert.equal(why('npm run build -w remote-cart'), 'workspace remote-cart has no script "build"');
  assert.match(why('npm run release -- basket'), /Say which remote to release, not "basket"/);
  assert.equal(why('.ci/setup'), '.ci/setup is not an executable file of the repository');
});

test('a pipeline, a list, a redirection, an expansion or a tool of the runner is not one command that runs alike here', () => {
  for (const command of ['apt-get update -qq && apt-get install -y chromium', 'npm ci | tee log', 'npm test; echo done', 'echo x > $GITHUB_ENV', 'npm run check -w $(cat team)', 'npm ci\nnpm test']) {
    assert.match(why(command), /is not one plain command/, command);
  }
  assert.equal(why('sudo apt-get install -y chromium'), '"sudo" is neither npm nor a script of the repository');
  assert.equal(why('npx playwright test'), '"npx" is neither npm nor a script of the repository');
});
