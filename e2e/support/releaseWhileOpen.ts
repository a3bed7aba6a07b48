import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { appNamed } from '../../tools/apps.mjs';
import { checkCandidate } from '../../tools/release/check.mjs';
import { layOutSite, liveRelease } from '../../tools/release/siteFolder.mjs';
import { localPreview, rehearsalPublisher, rehearsalSite } from '../../tools/stack/rehearsal.mjs';
import { runRelease } from '../../tools/release/runRelease.mjs';
import { remoteSlot } from './remoteSlot';
import { REMOTE_NAMES, remoteOrigin, type RemoteName } from './remotes';
import { REPO, buildCopy, copyPackage, rewrite, workFolder } from './tempBuild';

/**
 * A team releases while a shopper has the storefront open: the page was opened and let settle (every
 * remote warmed), and the release lays out the team's site on the local stack exactly as a release lays
 * out its Hosting site (`npm run release -- <team> --rehearse`: the same steps, the candidate's render check
 * on the stack's host page), or a build in place replaces what the stack serves. What the shopper does
 * next must work from the build their page loaded.
 */

/** What each release here records as its build's source: the builds are the spec's own copies. */
const SOURCE = { commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim(), changed: [] };

/** The next builds made in this run, by app and changes: specs that ask for the same one share it. */
const built = new Map<string, string>();
const madeIn: (() => void)[] = [];
process.once('exit', () => madeIn.forEach((remove) => remove()));

/**
 * Builds a copy of an app with harmless changes to some of its files (by their path in the app's folder),
 * as its team's next release would be: its own hashes, and the late-loaded files the changes touch named
 * anew. Built once a run for the same changes; the copies go when the run ends.
 * @returns the copy's dist/
 */
export function nextBuild(name: string, changes: Record<string, (text: string) => string>): string {
  const key = JSON.stringify([name, Object.entries(changes).map(([file, change]) => [file, change.toString()])]);
  const known = built.get(key);
  if (known) return known;
  const app = appNamed(name);
  const work = workFolder(`next-${name}-${built.size}`);
  madeIn.push(work.remove);
  const copy = copyPackage(app.folder, work.dir);
  for (const [file, change] of Object.entries(changes)) rewrite(path.join(copy, file), change);
  const dist = buildCopy(copy);
  built.set(key, dist);
  return dist;
}

/** The auth team's next build: the record's code, which a registration loads late, changed. */
export const nextAuthBuild = () => nextBuild('auth', { 'src/session/ensureUserRecord.ts': (text) => text.replace('const WRITE_TIMEOUT_MS = 15_000;', 'const WRITE_TIMEOUT_MS = 15_001;') });

/** An SVG picture drawn the same, with other bytes: a new content hash for the same picture. */
export const redrawn = (svg: string) => `${svg.trimEnd()}\n<!-- the next release's -->\n`;

/** The local stack's site of an app, released to as its team's rehearsal does (`npm run release -- <team> --rehearse`). */
function onStack(name: string) {
  const app = appNamed(name);
  return { app, build: false, siteUrl: new URL(`http://localhost:${app.port}/`), hostUrl: new URL('http://localhost:3000/'), publish: rehearsalPublisher({ app }), preview: localPreview({ app }), log: () => undefined };
}

/**
 * Releases a build on a site as `npm run release` does: uploaded as a candidate beside the builds the site
 * keeps (the host's laid out on a preview of its own), checked in a browser, then made live.
 */
export async function releaseTo(site: ReturnType<typeof onStack>, dist: string): Promise<{ live: number }> {
  const release = await runRelease({ ...site, action: { kind: 'release' }, dist, vouch: () => SOURCE, check: checkCandidate });
  if (release.live === undefined) throw new Error(`${site.app.name}: the release left nothing live`);
  return { live: release.live };
}

/** Releases a remote's build on the local stack's site for it. */
export const releaseOnStack = (remote: RemoteName, dist: string) => releaseTo(onStack(remote), dist);

/** The host's site as its release lays it out, published by `publish` and checked on a preview served here. */
export const hostSite = (siteUrl: URL, publish: (siteDir: string) => void | Promise<void>) => ({ ...onStack('host'), siteUrl, hostUrl: siteUrl, publish });

/** Rolls a remote's site on the local stack back one step, as `npm run release -- <team> --rollback` does. */
export async function rollBackOnStack(remote: RemoteName): Promise<{ live: number }> {
  const release = await runRelease({ ...onStack(remote), action: { kind: 'rollback' } });
  if (release.live === undefined) throw new Error(`${remote}: the rollback left nothing live`);
  return { live: release.live };
}

/**
 * A build dropped from the remote's site on the local stack entirely, as retention drops one once no page
 * opened while it was live can still be open: the site published again without it.
 */
export async function dropBuild(remote: RemoteName, id: number): Promise<void> {
  const app = appNamed(remote);
  const siteUrl = new URL(`http://localhost:${app.port}/`);
  const release = await liveRelease(siteUrl);
  if (release.live === id) throw new Error(`${remote}: build ${id} is live; only a build the site no longer serves can be dropped`);
  const dir = path.join(workFolder(`drop-${remote}`).dir, 'site');
  await layOutSite({ dir, release: { ...release, builds: release.builds.filter((build: { id: number }) => build.id !== id) }, siteUrl });
  rehearsalPublisher({ app })(dir);
  rmSync(path.dirname(dir), { recursive: true, force: true });
}

/** The remote's site back to what the stack serves from its dist/, for the specs after. */
export function endRehearsal(remote: RemoteName): void {
  rmSync(rehearsalSite(appNamed(remote)), { recursive: true, force: true });
}

/**
 * A build in place (`npm run build -w <folder>` while the stack serves it): its dist/ emptied and written
 * anew, the build's record last, as webpack and tools/builds/recordBuild.mjs write them. Returns a function
 * that puts the build before back the same way.
 */
export function buildInPlace(name: string, dist: string): () => void {
  const served = path.join(REPO, appNamed(name).folder, 'dist');
  const before = `${served}-before-${process.pid}`;
  rmSync(before, { recursive: true, force: true });
  cpSync(served, before, { recursive: true });
  const replaceWith = (from: string) => {
    rmSync(served, { recursive: true, force: true });
    cpSync(from, served, { recursive: true, filter: (source) => path.basename(source) !== '.built-from.json' });
    const record = path.join(from, '.built-from.json');
    if (existsSync(record)) cpSync(record, path.join(served, '.built-from.json'));
    else writeFileSync(path.join(served, '.built-from.json'), '{}');
  };
  replaceWith(dist);
  return () => {
    replaceWith(before);
    rmSync(before, { recursive: true, force: true });
  };
}

/**
 * Opens the storefront as a first visitor and leaves it alone until it has settled: the splash played,
 * every remote loaded and mounted, auth's Firebase code fetched (the time nobody feels).
 */
export async function openAndSettle(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:warmed').length), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('auth:warmed').length), { timeout: 20_000 }).toBe(1);
  for (const remote of REMOTE_NAMES) await expect(remoteSlot(page, remote)).toHaveAttribute('aria-busy', 'false');
}

/** Waits for the host's service worker to control the page and to keep files of every remote. */
export async function untilTheWorkerKeepsEveryRemote(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  const keptFrom = () =>
    page.evaluate(async () => {
      const cache = await caches.open('builds');
      return [...new Set((await cache.keys()).map((request) => new URL(request.url).origin))];
    });
  for (const remote of REMOTE_NAMES) await expect.poll(keptFrom, { timeout: 20_000 }).toContain(remoteOrigin(remote));
}

/** Opens the storefront as a returning shopper: a first visit kept by the service worker, then opened again from the device and settled. */
export async function openAsReturning(page: Page): Promise<void> {
  await openAndSettle(page);
  await untilTheWorkerKeepsEveryRemote(page);
  await openAndSettle(page);
}

/**
 * The two ways a shopper's page opens, under which each release spec runs: a first visit (the service
 * worker blocked, every file from the sites) and a return visit with the service worker in control.
 */
export const OPENINGS = [
  { title: 'first visit', serviceWorkers: 'block', open: openAndSettle },
  { title: 'return visit under the service worker', serviceWorkers: 'allow', open: openAsReturning },
] as const;

/** What reaches the network from now on, by the context's pages or by their worker, as `<type> <address>`. */
export function overTheNetwork(context: BrowserContext): string[] {
  const asked: string[] = [];
  context.on('requestfinished', (request: Request) => {
    void request.response().then((response) => {
      if (response && !response.fromServiceWorker()) asked.push(`${request.resourceType()} ${request.url()}`);
    });
  });
  return asked;
}

/** Every request the page makes to a site from now on that did not answer with its file, by address. */
export function missesAt(page: Page, origin: string): string[] {
  const misses: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) misses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) misses.push(`failed ${request.method()} ${request.url()}`);
  });
  return misses;
}
