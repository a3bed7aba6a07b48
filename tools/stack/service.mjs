import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Where each long-lived tool of the stack writes all it prints, one file each, new at every start. */
export const LOGS = fileURLToPath(new URL('../../.firebase/logs/', import.meta.url));

/** The first line of a tool's output that reads as an error (`Error: Cannot find module …`), if any. */
export function firstErrorLine(text) {
  return text.split('\n').find((line) => /Cannot find (module|package)|\w*(Error|Exception)\b|\bERR_[A-Z_]+/.test(line))?.trim();
}

/**
 * Runs a long-lived tool (an emulator) and resolves once `ready()` says it serves, with a `stop()` that
 * signals it and, as emulators can ignore a signal for seconds, kills it after a grace period, and what
 * it has printed so far (`output()`, all of it also in `log`).
 *
 * @param {{ name: string, log: string, command: string, args: string[], options?: import('node:child_process').SpawnOptions,
 *           ready: () => Promise<boolean>, timeoutMs: number, stopSignal?: NodeJS.Signals }} service
 *        log: its file's name in LOGS
 */
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
