// `npm start` records itself, so the e2e suite runs on a running stack only when it is this checkout's:
// another's would serve builds other than the ones under test.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST } from '../apps.mjs';
import { ROOT } from '../sites/sites.mjs';
import { portAnswers } from './checkPorts.mjs';
import { isRunning } from './running.mjs';

export const STACK_RECORD = path.join(ROOT, '.firebase', 'stack.json');

export function recordStack({ pid = process.pid, startedAt = new Date(), file = STACK_RECORD } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ pid, startedAt: startedAt.toISOString(), root: ROOT }, null, 2)}\n`);
}

/** A record another process wrote is left to it. */
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

export function runningStack(file = STACK_RECORD) {
  const record = existsSync(file) ? readStack(file) : undefined;
  return record && isRunning(record.pid) ? record : undefined;
}

/** Undefined when nothing runs yet: Playwright starts the stack. */
export async function stackToRunOn({ port = HOST.port, file = STACK_RECORD, answers = portAnswers } = {}) {
  const stack = runningStack(file);
  if (stack) return stack;
  if (!(await answers(port))) return undefined;
  throw new Error(
    `Something answers on port ${port}, and it is not this checkout's stack (${path.relative(ROOT, file)} names no running \`npm start\` of ${ROOT}): the end-to-end tests would run on builds other than the ones under test. Stop it (\`lsof -i :${port}\` shows what it is; an \`npm start\` of another checkout, or one started before stacks recorded themselves, stops with Ctrl-C), then run again: the tests start this checkout's stack, or run on the one you start here with \`npm start\`.`,
  );
}
