// A newcomer's first command: this checkout as a fresh clone has it, `npm start` on the machine's own
// Node (the first on PATH that is not the project's fetched one), and the storefront at a shop address
// with its products. It installs, builds and serves, so it is no unit test: `npm run test:newcomer`,
// which `npm test` runs last. It prints how long `npm start` took to say ready.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_WITHIN_MS = 30 * 60_000;
const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** A clone of HEAD with the checkout's uncommitted changes and new files: what a fresh clone would be once committed. */
function cloneAsChecked(dir) {
  git(ROOT, 'clone', '--quiet', '--no-hardlinks', ROOT, dir);
  const changes = git(ROOT, 'diff', '--binary', 'HEAD');
  if (changes) {
    writeFileSync(path.join(dir, '.tmp-changes.patch'), changes);
    git(dir, 'apply', '--whitespace=nowarn', '.tmp-changes.patch');
    rmSync(path.join(dir, '.tmp-changes.patch'));
  }
  for (const file of git(ROOT, 'ls-files', '--others', '--exclude-standard').split('\n').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
}

/** The environment of a terminal on this machine: its own Node first, none of the project's or npm's settings for it. */
function machineEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('npm_') || name === 'NODE_TEST_CONTEXT' || name === 'INIT_CWD') delete env[name];
  env.PATH = env.PATH.split(path.delimiter)
    .filter((entry) => !entry.includes(`${path.sep}.tmp${path.sep}node`) && !entry.includes(`${path.sep}node_modules${path.sep}`))
    .join(path.delimiter);
  return env;
}

test("a fresh clone's `npm start` on the machine's own Node serves the storefront, its shop addresses with their products", { timeout: READY_WITHIN_MS + 60_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'newcomer-'));
  cloneAsChecked(dir);
  const env = machineEnv();
  const machineNode = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
  const started = Date.now();
  const start = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const ended = new Promise((resolve) => start.once('exit', resolve));
  try {
    const ready = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), READY_WITHIN_MS);
      const read = (chunk) => {
        printed += chunk;
        if (printed.includes('Storefront ready')) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      start.stdout.on('data', read);
      start.stderr.on('data', read);
      ended.then(() => resolve(false));
    });
    assert.ok(ready, `npm start on ${machineNode} never said ready:\n${printed.slice(-6000)}`);
    console.log(`npm start on the machine's Node (${machineNode}), fresh clone: ready after ${Math.round((Date.now() - started) / 1000)} s`);
    const page = await (await fetch('http://localhost:3000/shop/groceries/')).text();
    const cards = page.match(/data-testid="product-card"/g)?.length ?? 0;
    assert.ok(cards > 0, `/shop/groceries/ came with no products:\n${printed.slice(-3000)}`);
  } finally {
    process.kill(-start.pid, 'SIGINT');
    const killer = setTimeout(() => process.kill(-start.pid, 'SIGKILL'), 20_000);
    await ended;
    clearTimeout(killer);
    rmSync(dir, { recursive: true, force: true });
  }
});
