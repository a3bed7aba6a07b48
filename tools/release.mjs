// `npm run release -- cart`: build, upload as a candidate, check it on the live host page, then make it
// live; the host's is checked on a preview of its site.
import { dispatchedArgv, dispatchInputs } from './release/dispatched.mjs';
import { firebasePreview, firebasePublisher, firebaseReady } from './release/firebasePublisher.mjs';
import { clearRehearsal, localPreview, rehearsalPublisher, rehearsalReady } from './stack/rehearsal.mjs';
import { releasePlan } from './release/releasePlan.mjs';
import { runRelease } from './release/runRelease.mjs';

// The first Ctrl-C (or a runner's cancel) records the candidate being checked as failed; a second quits.
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
  const [publish, ready, preview] = plan.rehearse ? [rehearsalPublisher(plan), rehearsalReady(plan), localPreview(plan)] : [firebasePublisher(plan), firebaseReady(plan), firebasePreview(plan)];
  await runRelease({ ...plan, publish, ready, preview, signal: interrupted.signal });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
