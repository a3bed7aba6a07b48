// `npm run deploy`: the host's page to its site, with the files of earlier deploys a page may still be open
// on. `--no-build` ships host/dist only if the host's check passed it byte for byte, as a release does.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { HOST } from './apps.mjs';
import { deployPlan } from './hosting/deployPlan.mjs';
import { carryEarlierDeploys, earlierDeploys } from './hosting/earlierDeploys.mjs';
import { inlineSourcesOf } from './sites/inlineHashes.mjs';
import { ROOT } from './sites/sites.mjs';
import { stageHosting } from './hosting/stage.mjs';
import { readBuildSource, readFailedCheck, readPassedCheck, vouchFor } from './release/provenance.mjs';

try {
  const plan = deployPlan({ argv: process.argv.slice(2), env: process.env });
  if (plan.build) execFileSync('npm', ['run', 'build', '-w', HOST.folder], { cwd: ROOT, stdio: 'inherit' });
  else vouchFor({ folder: HOST.folder, source: readBuildSource(path.join(ROOT, HOST.folder, 'dist')), checked: readPassedCheck(HOST.folder), failed: readFailedCheck(HOST.folder), uncommitted: false });
  const dir = path.join(ROOT, '.firebase', 'deploy');
  const siteUrl = new URL(`https://${plan.site}.web.app/`);
  const earlier = await earlierDeploys({ siteUrl });
  const config = stageHosting({ dir, env: process.env, envScript: plan.envScript, hostUrl: plan.hostUrl, project: plan.project, sites: { [HOST.hosting]: plan.site }, alsoInline: { [HOST.hosting]: earlier.inline } });
  const { carried, deploys } = await carryEarlierDeploys({ dir: path.join(dir, HOST.folder, 'dist'), siteUrl, earlier, inline: inlineSourcesOf(path.join(ROOT, HOST.folder, 'dist')) });
  console.log(`host: carrying ${carried} files of ${deploys} earlier deploys from ${siteUrl}, for the pages still open on them`);
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'firebase'), [...plan.firebaseArgs, '--config', config], { cwd: dir, stdio: 'inherit' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
