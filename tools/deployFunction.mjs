/**
 * `npm run deploy:function -w <app folder>`: a team deploys its Cloud Function alone (the shop's, to which
 * the host's site rewrites `/shop/**`). Refuses before uploading anything when the team has none or the
 * environment names no real project (tools/functions/functionDeployPlan.mjs); then writes the function's
 * `.env.<project>` (the host's address), runs `firebase deploy --only functions:<codebase>`, and removes
 * the file again, whatever happened, so that the checkout stays as it was committed. firebase-tools skips
 * a function whose source has not changed, so a release can run this every time. Credentials are
 * firebase-tools' own (Workload Identity Federation in a workflow: docs/deploy.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appInFolder } from './apps.mjs';
import { functionDeployPlan } from './functions/functionDeployPlan.mjs';
import { ROOT } from './sites/sites.mjs';

let envFile;
try {
  const { functions = [] } = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const plan = functionDeployPlan({ app: appInFolder(process.argv[2]), functions, env: process.env });
  envFile = path.join(ROOT, plan.envFile);
  writeFileSync(envFile, plan.envText);
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'firebase'), plan.firebaseArgs, { cwd: ROOT, stdio: 'inherit' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (envFile) rmSync(envFile, { force: true });
}
