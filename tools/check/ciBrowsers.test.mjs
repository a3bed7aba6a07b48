// .ci/browsers runs as root on Debian (.ci/run) and through sudo on an ubuntu-24.04 runner, where AppArmor
// would keep WebKit's sandbox from starting: here in a user namespace, root-only commands stubbed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { minimatch } from 'minimatch';
import { MINIBROWSER_PATTERN } from '../../e2e/engines/drivers.mjs';
import { ROOT } from './workflowFiles.mjs';

const SCRIPT = path.join(ROOT, '.ci', 'browsers');
const script = readFileSync(SCRIPT, 'utf8');
const SETTING = 'kernel.apparmor_restrict_unprivileged_userns';

/** A machine for the script: stubs of the commands only root may run, which record how they were called. */
function machine(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ci-browsers-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const log = path.join(dir, 'calls.log');
  writeFileSync(log, '');
  mkdirSync(path.join(dir, 'bin'));
  const stub = (name, body) => {
    writeFileSync(path.join(dir, 'bin', name), `#!/bin/sh\necho "${name} $*" >> '${log}'\n${body}\n`);
    chmodSync(path.join(dir, 'bin', name), 0o755);
  };
  stub('sudo', 'exec "$@"');
  stub('sysctl', 'exit 0');
  stub('apt-get', 'exit 0');
  // /proc/sys/kernel as an Ubuntu 23.10+ kernel has it, with the restriction on or off.
  const kernel = path.join(dir, 'kernel');
  mkdirSync(kernel);
  return { dir, log, kernel, calls: () => readFileSync(log, 'utf8').split('\n').filter(Boolean) };
}

// As the rules tests do without their emulator: skipped, saying why, where the machine allows no user
// namespace, except under CI=true (.ci/run, a runner once .ci/browsers has run), where that is a failure.
const canUnshare = spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'true']).status === 0;
const skip = !canUnshare && process.env.CI !== 'true' && 'this machine allows no user namespace (unshare --user --map-root-user --mount failed)';

/** `user`: as uid 1000 in a namespace nested in the root one. */
function run(m, { restricted, user = false, env = {} }) {
  writeFileSync(path.join(m.kernel, 'apparmor_restrict_unprivileged_userns'), `${restricted ? 1 : 0}\n`);
  const inner = user ? 'exec unshare --user --map-user=1000 --map-group=1000 "$0"' : 'exec "$0"';
  // The browsers as this machine names them: Debian's here, a runner's Chrome and Firefox there.
  const environment = { ...process.env, PATH: `${path.join(m.dir, 'bin')}:${process.env.PATH}`, ...env };
  return spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'sh', '-c', `mount --bind '${m.kernel}' /proc/sys/kernel && id -u > '${m.dir}/uid' && ${inner}`, SCRIPT], { encoding: 'utf8', env: environment });
}

test('as an unprivileged user on Ubuntu 24.04, it lifts the AppArmor restriction on user namespaces through sudo, and installs nothing that is there', { skip }, (t) => {
  const m = machine(t);
  const { status, stderr } = run(m, { restricted: true, user: true });
  assert.equal(status, 0, stderr);
  assert.deepEqual(m.calls(), [`sudo sysctl -q -w ${SETTING}=0`, `sysctl -q -w ${SETTING}=0`]);
});

test('as root it lifts the restriction itself; where it is lifted already, or on Debian, it touches nothing', { skip }, (t) => {
  const root = machine(t);
  assert.equal(run(root, { restricted: true }).status, 0);
  assert.deepEqual(root.calls(), [`sysctl -q -w ${SETTING}=0`]);
  for (const user of [false, true]) {
    const lifted = machine(t);
    assert.equal(run(lifted, { restricted: false, user }).status, 0);
    assert.deepEqual(lifted.calls(), []);
  }
});

test('a browser a variable names must be there: it says which, and installs nothing', { skip }, (t) => {
  const m = machine(t);
  const { status, stderr } = run(m, { restricted: false, user: true, env: { CHROMIUM_PATH: '/usr/bin/google-chrome-nowhere' } });
  assert.equal(status, 1);
  assert.match(stderr, /No browser at \/usr\/bin\/google-chrome-nowhere \(CHROMIUM_PATH or FIREFOX_PATH names it\)\./);
  assert.deepEqual(m.calls(), []);
});

test('the setting it lifts is the one it reads, and each path it checks is the one its package installs here', () => {
  assert.match(script, new RegExp(`userns=/proc/sys/${SETTING.replaceAll('.', '/')}\\n`));
  assert.match(script, new RegExp(`sysctl -q -w ${SETTING.replaceAll('.', '\\.')}=0\\n`));
  const checks = [...script.matchAll(/\[ -x (\/\S+) \] \|\| missing\+=\(([\w.-]+)\)/g)].map(([, file, pack]) => ({ file, pack }));
  assert.deepEqual(checks.map(({ pack }) => pack), ['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xauth']);
  const owner = (file) => execFileSync('dpkg', ['-S', file], { encoding: 'utf8' }).split(':')[0];
  // A browser a variable names (a runner's Chrome and Firefox) is not installed: its package is not asked for.
  const named = { chromium: 'CHROMIUM_PATH', 'firefox-esr': 'FIREFOX_PATH' };
  for (const { file, pack } of checks.filter(({ pack }) => !process.env[named[pack]])) assert.equal(owner(file), pack, file);
  // MiniBrowser comes with WebKitGTK's library, which webkit2gtk-driver depends on (its name differs
  // between Debian and Ubuntu); drivers.mjs looks where the script does.
  assert.match(script, new RegExp(`minibrowsers=\\(${MINIBROWSER_PATTERN.replaceAll('*', '\\*')}\\)`));
  // "libwebkit2gtk-4.1-0:amd64: /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
  const [, library, minibrowser] = execFileSync('dpkg', ['-S', '*/webkit2gtk-4.1/MiniBrowser'], { encoding: 'utf8' }).match(/^([^:\s]+)(?::\w+)?: (\S+)$/m);
  assert.ok(minimatch(minibrowser, MINIBROWSER_PATTERN) && existsSync(minibrowser), `${minibrowser} matches ${MINIBROWSER_PATTERN}`);
  assert.ok(execFileSync('dpkg-query', ['-W', '-f', '${Depends}', 'webkit2gtk-driver'], { encoding: 'utf8' }).split(/,\s*/).some((dependency) => dependency.split(' ')[0] === library), `webkit2gtk-driver depends on ${library}`);
});

test('one variable names Chromium everywhere, CHROMIUM_PATH, which the workflows set: nothing reads CHROME_PATH', () => {
  const readers = spawnSync('git', ['grep', '-l', 'CHROME_PATH'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  assert.deepEqual(readers.filter((file) => file !== 'tools/check/ciBrowsers.test.mjs'), []);
});
