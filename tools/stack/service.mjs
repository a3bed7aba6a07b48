import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const LOGS = fileURLToPath(new URL('../../.firebase/logs/', import.meta.url));

export function firstErrorLine(text) {
  return text.split('\n').find((line) => /Cannot find (module|package)|\w*(Error|Exception)\b|\bERR_[A-Z_]+/.test(line))?.trim();
}

/** Resolves once `ready()` says the tool serves; `log` is its file's name in LOGS. */
export async function startService({ name, log, command, args, options = {}, ready, timeoutMs, stopSignal = 'SIGTERM' }) {
  mkdirSync(LOGS, { recursive: true });
  const logFile = path.join(LOGS, log);
  const file = createWriteStream(logFile);
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk) => {
    file.write(chunk);
    printed = `${printed}${chunk}`.slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve)).then(() => (exited = true));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(stopSignal);
    // Emulators can ignore a signal for seconds.
    const killer = setTimeout(() => child.kill('SIGKILL'), 4000);
    await exit;
    clearTimeout(killer);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} ${exited ? 'stopped' : `did not start within ${timeoutMs / 1000} s`}:\n${printed.slice(-20_000)}\n(all it printed: ${path.relative(process.cwd(), logFile)})`);
    }
    await sleep(200);
  }
  return { stop, logFile, output: () => printed };
}
