/**
 * `npm run deploy -- --only hosting:shop`: one team ships its app to its Firebase Hosting site. Refuses
 * first, before building anything, when the environment names no real project or lacks a variable
 * (tools/hosting/deployPlan.mjs); then builds the app, stages its build with its `env.js` and the
 * completed Hosting config (tools/hosting/stage.mjs), a remote's with the builds its live site keeps
 * (tools/hosting/versions.mjs), and runs `firebase deploy` on that. Credentials are
 * firebase-tools' own (`GOOGLE_APPLICATION_CREDENTIALS` in CI). How to roll back: docs/deploy.md.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { deployPlan, TARGETS } from './hosting/deployPlan.mjs';
import { ROOT } from './hosting/sites.mjs';
import { stageHosting } from './hosting/stage.mjs';

let plan;
try {
  plan = deployPlan({ argv: process.argv.slice(2), env: process.env });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const run = (command, args, cwd = ROOT) => execFileSync(command, args, { cwd, stdio: 'inherit' });

try {
  if (plan.build) for (const target of plan.targets) run('npm', ['run', 'build', '-w', TARGETS[target]]);
  const dir = path.join(ROOT, '.firebase', 'deploy');
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const config = await stageHosting({ dir, env: process.env, envScript: plan.envScript, project: plan.project, sites: plan.sites, versions: { siteUrls: plan.siteUrls, commit } });
  run(path.join(ROOT, 'node_modules', '.bin', 'firebase'), [...plan.firebaseArgs, '--config', config], dir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
