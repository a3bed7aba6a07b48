// `npm run deploy:function -w <app folder>`: the .env file is removed whatever happened, so the checkout
// stays as committed. firebase-tools skips a function whose source has not changed: a release may run it always.
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
