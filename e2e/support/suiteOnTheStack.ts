import { PORTS } from '../../tools/apps.mjs';
import { putRehearsalsBack, setRehearsalsAside, SUITE_RUN } from '../../tools/stack/rehearsal.mjs';
import { stackToRunOn } from '../../tools/stack/stackRecord.mjs';

/**
 * The suite's global setup, once the stack is up (Playwright's webServer starts this checkout's stack, or
 * finds one already running): it runs only on this checkout's stack, whose apps' dist/ folders are the
 * builds under test, and sets the desk's rehearsals aside while it runs, so that the stack serves those
 * builds and the suite's own rehearsals; the teardown it returns puts them back, as they were.
 */
export default async function suiteOnTheStack(): Promise<() => void> {
  const stack = await stackToRunOn({ port: PORTS.host });
  if (!stack) throw new Error(`Nothing this checkout started answers on port ${PORTS.host}: the local stack did not record itself (tools/stack/stackRecord.mjs).`);
  for (const said of setRehearsalsAside({ what: 'the e2e suite' })) console.log(`[e2e] ${said}`);
  // The suite's own commands (the release spec's rehearsals) are this run's, and may use the stack's rehearsals.
  process.env[SUITE_RUN] = String(process.pid);
  return () => putRehearsalsBack();
}
