/**
 * One team's release on its own site (docs/deploy.md): what `npm run release -- cart` runs, and what the
 * e2e suite runs with a local site and publisher in place of Firebase's. Every step that changes the site
 * publishes it whole (siteFolder.mjs), with the builds retention.mjs keeps.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SITE_RULES } from '../hosting/sites.mjs';
import { checkCandidate } from './check.mjs';
import { addCandidate, failCheck, makeLive, passCheck, pin, rollbackTarget, unpin } from './releaseFile.mjs';
import { retain } from './retention.mjs';
import { buildFiles, layOutSite, liveRelease } from './siteFolder.mjs';

const commitOf = () => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * @param {object} options
 * @param {{ name: string, folder: string, hosting: string }} options.app  the remote (tools/apps.json)
 * @param {{ kind: 'release' } | { kind: 'rollback', to?: number } | { kind: 'pin' | 'unpin', id: number }} options.action
 * @param {boolean} options.build  release: build the app first (`npm run build -w <folder>`)
 * @param {URL} options.siteUrl  the remote's live site
 * @param {URL} options.hostUrl  the live host page the candidate is checked on
 * @param {(siteDir: string) => void | Promise<void>} options.publish  makes the laid-out folder the whole site
 * @param {string} [options.dist]  release: the build to release, if not the app's dist/
 * @param {typeof checkCandidate} [options.check]
 * @returns {Promise<object>} the release file now published
 */
export async function runRelease({ app, action, build, siteUrl, hostUrl, publish, dist = path.join(ROOT, app.folder, 'dist'), check = checkCandidate, log = console.log }) {
  const dir = path.join(ROOT, '.firebase', 'release', app.hosting, 'site');
  rmSync(path.dirname(dir), { recursive: true, force: true });
  let added;
  const publishAs = async (next) => {
    const { release, dropped } = retain(next);
    await layOutSite({ dir, release, siteUrl, added });
    await publish(dir);
    log(`${app.name}: published; live ${release.live ?? 'none'}, known-good ${release.knownGood ?? 'none'}, kept ${release.builds.map((b) => b.id).join(', ')}${dropped.length ? `; dropped ${dropped.join(', ')}` : ''}`);
    return release;
  };
  const live = await liveRelease(siteUrl);
  if (action.kind === 'pin') return publishAs(pin(live, action.id));
  if (action.kind === 'unpin') return publishAs(unpin(live, action.id));
  if (action.kind === 'rollback') {
    const next = makeLive(live, action.to ?? rollbackTarget(live));
    if (next.knownGood !== next.live) log(`${app.name}: build ${next.live} has not passed its check; the page falls back to build ${next.knownGood ?? 'none'} if it fails`);
    return publishAs(next);
  }

  if (build) execFileSync('npm', ['run', 'build', '-w', app.folder], { cwd: ROOT, stdio: 'inherit' });
  const next = addCandidate(live, { commit: commitOf(), time: new Date().toISOString(), files: buildFiles(dist, SITE_RULES.ignore) });
  const { id } = next.builds[0];
  added = { id, from: dist };
  // Uploaded beside the others; the root, what shoppers get, is still the live build.
  const candidate = await publishAs(next);
  log(`${app.name}: build ${id} uploaded as a candidate; checking it on ${hostUrl}`);
  const failure = await check({ hostUrl, remote: app.name, id });
  if (failure) {
    await publishAs(failCheck(candidate, id, failure));
    throw new Error(`${app.name} build ${id} failed its check: ${failure}. Shoppers still get build ${live.live ?? 'none'}.`);
  }
  return publishAs(passCheck(candidate, id));
}
