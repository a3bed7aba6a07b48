import { spawn } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a long-lived tool (an emulator) and resolves once `ready()` says it serves, with a `stop()` that
 * signals it and, as emulators can ignore a signal for seconds, kills it after a grace period. Its output
 * is kept (the last 200 chunks) to say why when it stops or never becomes ready.
 *
 * @param {{ name: string, command: string, args: string[], options?: import('node:child_process').SpawnOptions,
 *           ready: () => Promise<boolean>, timeoutMs: number, stopSignal?: NodeJS.Signals }} service
 */
export async function startService({ name, command, args, options = {}, ready, timeoutMs, stopSignal = 'SIGTERM' }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
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
      throw new Error(`${name} ${exited ? 'stopped' : `did not start within ${timeoutMs / 1000} s`}:\n${output.join('')}`);
    }
    await sleep(200);
  }
  return { stop };
}
