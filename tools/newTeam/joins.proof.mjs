// A fourth team joins with its folder and the one line new-team prints, in a copy of the repository: the
// copy passes its checks, and the new remote mounts in Chromium with what the bus says. It fails on a
// second hand-written file outside the team's own. It builds, so it is no unit test.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { APPS, HOST } from '../apps.mjs';
import { TEAM_LISTS } from './teamLists.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NAME = 'wishlist';
/** What the new team writes itself: its folder, its journeys, its workflow. */
const OWN = [`remote-${NAME}/`, `e2e/tests/${NAME}/`, `.github/workflows/${NAME}.yml`];

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' });
/** Without the variable by which node:test would skip the copy's own test files, run from inside this one. */
const DESK = { ...process.env };
delete DESK.NODE_TEST_CONTEXT;
const npm = (cwd, ...args) => execFileSync('npm', args, { cwd, env: DESK, stdio: ['ignore', 'inherit', 'inherit'] });

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The repository's tracked files as they are now, committed in a repository of their own, with the installed packages. */
function copyOfTheRepository() {
  const copy = mkdtempSync(path.join(tmpdir(), 'new-team-joins-'));
  for (const file of git(ROOT, 'ls-files', '-z').split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  for (const folder of ['.', ...APPS.map(({ folder: each }) => each), 'shared', 'e2e', 'bench']) {
    const modules = path.join(ROOT, folder, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, path.join(copy, folder, 'node_modules'), 'dir');
  }
  git(copy, 'init', '-q');
  git(copy, 'add', '-A');
  git(copy, '-c', 'user.name=proof', '-c', 'user.email=proof@example.invalid', 'commit', '-qm', 'the repository as it was');
  return copy;
}

/** Serves the copy's builds, each on its site's port of the copy's app list; resolves once they listen. */
function serve(copy) {
  const script = `
    import { existsSync } from 'node:fs';
    import { APPS } from './tools/apps.mjs';
    import { hostingSites } from './tools/sites/sites.mjs';
    import { serveSite } from './tools/hosting/serveSite.mjs';
    const sites = hostingSites();
    for (const app of APPS) await serveSite({ site: sites.find((site) => site.target === app.hosting), port: app.port });
    console.log('serving');
  `;
  const server = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: copy, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => data.toString().includes('serving') && resolve(server));
    server.on('exit', (code) => reject(new Error(`the copy's sites stopped (${code})`)));
  });
}

test(`a ${NAME} team made from the template joins with its folder and its entry in the app list`, { timeout: 30 * 60_000 }, async (t) => {
  const copy = copyOfTheRepository();
  t.after(() => rmSync(copy, { recursive: true, force: true }));

  // The team: `npm run new-team`, then the line it prints, pasted where it says.
  const printed = execFileSync(process.execPath, ['tools/newTeam/newTeam.mjs', NAME], { cwd: copy, encoding: 'utf8' });
  console.log(printed.replace(/^/gm, '# '));
  const lineAfter = (heading) => printed.split('\n')[printed.split('\n').findIndex((line) => line.startsWith(heading)) + 1];
  const appsFile = path.join(copy, 'tools/apps.json');
  const listed = readFileSync(appsFile, 'utf8');
  const pasted = listed.replace(/( *\{[^\n]*\})\n(\s*\],)/, `$1,\n${lineAfter('Add its entry to "apps"')}\n$2`);
  assert.notEqual(pasted, listed, 'the last entry of "apps" in tools/apps.json');
  writeFileSync(appsFile, pasted);
  const made = JSON.parse(pasted).apps.find(({ name }) => name === NAME);
  assert.ok(made, `tools/apps.json, the entry pasted as printed, lists the ${NAME}`);

  const changed = git(copy, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  const outside = changed.filter((file) => !OWN.some((own) => file === own || file.startsWith(own)));
  const written = outside.filter((file) => new RegExp(`^  ${file.replaceAll('.', '\\.')}$`, 'm').test(printed));
  const byHand = outside.filter((file) => !written.includes(file));
  console.log(`# files changed outside the ${NAME} team's own (${OWN.join(', ')}): ${outside.length}`);
  console.log(`#   written by new-team from the app list: ${written.join(', ')}`);
  console.log(`#   written by the team: ${byHand.length}: ${byHand.join(', ')}`);
  assert.deepEqual(written.sort(), [...TEAM_LISTS.map(({ file }) => file), 'package-lock.json'].sort(), 'new-team writes, outside the team\'s own, only the lists held to the app list and the lockfile');
  assert.deepEqual(byHand, ['tools/apps.json'], `one file outside its own written by the team, not ${byHand.length}: ${byHand.join(', ')}`);
  git(copy, 'add', '-A');
  git(copy, '-c', 'user.name=proof', '-c', 'user.email=proof@example.invalid', 'commit', '-qm', `the ${NAME} team joins`);

  // The copy's own checks, as the team's first pull request runs them.
  for (const script of ['typecheck', 'lint', 'test:unit']) {
    try {
      npm(copy, 'run', script);
    } catch {
      assert.fail(`the copy with the ${NAME} team fails \`npm run ${script}\` (above)`);
    }
  }

  // Ports of its own, so that the copy runs beside any other stack: the app list is where they come from.
  const appList = JSON.parse(readFileSync(appsFile, 'utf8'));
  for (const app of appList.apps) app.port = await freePort();
  writeFileSync(appsFile, `${JSON.stringify(appList, null, 2)}\n`);

  // Its build and the host's; the other remotes' builds as they are, built only where there are none.
  for (const app of [...APPS.filter((each) => each !== HOST), made]) {
    const built = path.join(ROOT, app.folder, 'dist');
    if (app !== made && existsSync(path.join(built, 'index.html'))) cpSync(built, path.join(copy, app.folder, 'dist'), { recursive: true });
    else npm(copy, 'run', 'build', '-w', app.folder);
  }
  npm(copy, 'run', 'build', '-w', HOST.folder);

  const server = await serve(copy);
  t.after(() => server.kill());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const hostPort = appList.apps.find(({ name }) => name === HOST.name).port;
  await page.goto(`http://localhost:${hostPort}/`);
  await page.locator('#splash').getByRole('button').or(page.locator('body:not(:has(#splash))')).waitFor();
  await page.keyboard.press('Escape');

  // Its section stands below the shop's; the schedule starts it once it is on screen.
  const section = page.locator(`#shop ~ section#${NAME}`);
  await section.scrollIntoViewIfNeeded();
  const slot = section.locator(`[data-remote="${NAME}"]`);
  const signedIn = slot.getByTestId(`${NAME}-signed-in`);
  await signedIn.waitFor({ timeout: 60_000 }).catch((error) => {
    throw new Error(`the ${NAME} was not mounted in its section below the shop: did the schedule start it? (${error.message.split('\n')[0]})`);
  });
  // What auth publishes on the bus has reached it: nobody is signed in.
  await page.waitForFunction((element) => element.textContent === `Sign in to keep your ${element.dataset.testid.split('-')[0]}.`, await signedIn.elementHandle(), { timeout: 30_000 });
  assert.equal(await slot.getByRole('alert').count(), 0, 'no fallback in its slot');
  assert.equal(await slot.getAttribute('aria-busy'), 'false');
  assert.deepEqual(errors, []);
});
