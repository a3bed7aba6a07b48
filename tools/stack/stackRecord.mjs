/**
 * Which process serves this checkout's local stack: `npm start` writes `.firebase/stack.json` once it holds
 * the stack's ports and removes it when it stops. The e2e suite runs on a stack already running only when
 * it is this checkout's, whose apps' dist/ folders are the builds under test: anything else on the host's
 * port (another checkout's stack, an older one, another program) is refused, saying what to do.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST } from '../apps.mjs';
import { ROOT } from '../sites/sites.mjs';
import { portAnswers } from './checkPorts.mjs';
import { isRunning } from './running.mjs';

export const STACK_RECORD = path.join(ROOT, '.firebase', 'stack.json');

/** Written by the stack's process once it holds the ports. */
export function recordStack({ pid = process.pid, startedAt = new Date(), file = STACK_RECORD } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ pid, startedAt: startedAt.toISOString(), root: ROOT }, null, 2)}\n`);
}

/** Removed by the stack's process as it stops; a record another process wrote is left to it. */
export function forgetStack({ pid = process.pid, file = STACK_RECORD } = {}) {
  if (readStack(file)?.pid === pid) rmSync(file, { force: true });
}

function readStack(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** This checkout's stack, if its process still runs. */
export function runningStack(file = STACK_RECORD) {
  const record = existsSync(file) ? readStack(file) : undefined;
  return record && isRunning(record.pid) ? record : undefined;
}

/**
 * What the e2e suite would run on: nothing yet (Playwright starts the stack), this checkout's running
 * stack, or a refusal when something else answers on the host's port.
 * @returns {Promise<{ pid: number, startedAt: string } | undefined>}  this checkout's stack, or none running
 */
export async function stackToRunOn({ port = HOST.port, file = STACK_RECORD, answers = portAnswers } = {}) {
  const stack = runningStack(file);
  if (stack) return stack;
  if (!(await answers(port))) return undefined;
  throw new Error(
    `Something answers on port ${port}, and it is not this checkout's stack (${path.relative(ROOT, file)} names no running \`npm start\` of ${ROOT}): the end-to-end tests would run on builds other than the ones under test. Stop it (\`lsof -i :${port}\` shows what it is; an \`npm start\` of another checkout, or one started before stacks recorded themselves, stops with Ctrl-C), then run again: the tests start this checkout's stack, or run on the one you start here with \`npm start\`.`,
  );
}
