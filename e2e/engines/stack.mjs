/**
 * The storefront as Playwright's webServer starts it (playwright.config.ts), for the engines Playwright
 * cannot drive here, with one remote's site behind a door the journey can close.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const E2E = fileURLToPath(new URL('..', import.meta.url));

/**
 * A site in front of `target` that forwards every request, or, once `down()`, drops each connection as a
 * server that is gone would: a remote's site that the page's /env.js names instead of the remote's own.
 */
export async function switchableSite(target) {
  let down = false;
  const server = http.createServer((request, response) => {
    if (down) {
      request.socket.destroy();
      return;
    }
    const upstream = http.request(new URL(request.url, target), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://localhost:${server.address().port}/`,
    down: () => {
      down = true;
    },
    up: () => {
      down = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * `node ../tools/start.mjs --no-build --no-rehearsals` from e2e/ (the builds in dist/, whatever the desk
 * rehearses), with `env` added to this process's: resolves once the host answers at `url`, rejects with
 * the stack's output if it stops first. `stop()` ends it all.
 */
export async function startStack(url, env) {
  const stack = spawn(process.execPath, ['../tools/start.mjs', '--no-build', '--no-rehearsals'], { cwd: E2E, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  stack.stdout.on('data', (chunk) => (output += chunk));
  stack.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  const stop = async () => {
    if (stack.exitCode === null) stack.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (!(await fetch(url).then((response) => response.ok, () => false))) {
    if (stack.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the stack did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop };
}
