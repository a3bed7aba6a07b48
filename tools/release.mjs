/**
 * `npm run release -- cart`: one team builds its remote, uploads it to its own Firebase Hosting site as a
 * candidate, checks it on the live host page and only then makes it live; `--rollback`, `--to <n>`,
 * `--pin <n>` and `--unpin <n>` change which kept build is live or kept, on that site alone (`--dispatched`:
 * the one a team's workflow was asked for, release/dispatched.mjs); `--rehearse` does any of these on the
 * local stack instead, and `--rehearse --clear` ends that rehearsal (tools/release/runRelease.mjs,
 * tools/stack/rehearsal.mjs, docs/deploy.md). Exits non-zero, saying why, when it refuses or a check fails.
 */
import { dispatchedArgv, dispatchInputs } from './release/dispatched.mjs';
import { firebasePublisher, firebaseReady } from './release/firebasePublisher.mjs';
import { clearRehearsal, rehearsalPublisher, rehearsalReady } from './stack/rehearsal.mjs';
import { releasePlan } from './release/releasePlan.mjs';
import { runRelease } from './release/runRelease.mjs';

// Ctrl-C (or a runner cancelling the job) stops a check, and its candidate is recorded as failed before
// the command ends; a second one ends it at once.
const interrupted = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted.signal.aborted) process.exit(130);
    console.error(`${signal}: stopping; a candidate being checked is recorded as failed first (again to quit at once)`);
    interrupted.abort(new Error(`interrupted (${signal})`));
  });
}

try {
  const plan = releasePlan({ argv: dispatchedArgv(process.argv.slice(2), dispatchInputs), env: process.env });
  if (plan.action.kind === 'clear') {
    console.log(clearRehearsal(plan.app));
    process.exit(0);
  }
  const [publish, ready] = plan.rehearse ? [rehearsalPublisher(plan), rehearsalReady(plan)] : [firebasePublisher(plan), firebaseReady(plan)];
  await runRelease({ ...plan, publish, ready, signal: interrupted.signal });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
