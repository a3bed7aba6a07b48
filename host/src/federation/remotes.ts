import type { ComponentType } from 'react';
import { CONFIG_GLOBAL, readRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@storefront/shared';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { refetchNextTime } from './retryAddressPlugin';
import { servedManifest } from './servedBuild';
import { useGoneFiles } from './goneFiles';
import { buildFolderOf, leaveBuild } from './moveToBuild';
import { keptManifest, readReleaseFile, useRemoteVersions, type ReleaseFile, type RemoteBuild } from './remoteBuilds';
import { EXPOSED, isSwappable, REMOTE_TIMEOUT_MS, type RemoteName } from './remoteContract';

type Federation = ReturnType<typeof import('./instance').startFederation>;

let config: RuntimeConfig | undefined;
let starting: Promise<Federation> | undefined;
let running: Federation | undefined;
const pointedAt = new Map<RemoteName, string>();
/** So a slot mounting a remote warmed before finds its load there. */
const loads = new Map<RemoteName, Promise<ComponentType>>();

/** /env.js loads async, and the shop may start before it has run; a page that has loaded has run it. */
function envLoaded(): Promise<void> {
  if (CONFIG_GLOBAL in globalThis || document.readyState === 'complete') return Promise.resolve();
  const script = document.querySelector('script[src$="/env.js"]');
  return new Promise((resolve) => {
    script?.addEventListener('load', () => resolve());
    script?.addEventListener('error', () => resolve());
    window.addEventListener('load', () => resolve());
  });
}

const siteOf = (remote: RemoteName) => new URL('./', (config as RuntimeConfig).remotes[remote]).href;
const liveManifest = (remote: RemoteName) => new URL('mf-manifest.json', siteOf(remote)).href;

/** Fetched with the first remote loaded, by its slot or the scheduler: nothing is fetched or read before. */
function started() {
  starting ??= Promise.all([import(/* webpackChunkName: "federation" */ './instance'), envLoaded()])
    .then(([{ startFederation, watchForGoneFiles }]) => {
      config ??= readRuntimeConfig();
      running = startFederation(Object.fromEntries(Object.keys(config.remotes).map((remote) => [remote, liveManifest(remote as RemoteName)])));
      watchForGoneFiles(runningFrom, whenFilesGone);
      return running;
    })
    .catch((error: unknown) => {
      // Its chunk or /env.js failed: a Retry tries again. A broken config is the deployment's fault, not the
      // remote's: said once, plainly.
      starting = undefined;
      if (error instanceof RuntimeConfigError) console.error(`[host] no remote can load: ${error.message}`);
      throw error;
    });
  return starting;
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), REMOTE_TIMEOUT_MS);
  });
  return Promise.race([promise, timedOut])
    .catch((error: unknown) => Promise.reject(error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error)))
    .finally(() => clearTimeout(timer));
}

/** Forgets the previous build (manifest, entry, modules, chunks); `afresh`, the same build too (a Retry). */
function pointAt(instance: Federation, remote: RemoteName, manifest: string, afresh = false): void {
  const left = pointedAt.get(remote) ?? liveManifest(remote);
  if (left === manifest && !afresh) return;
  instance.registerRemotes([{ name: remote, entry: manifest }], { force: true });
  leaveBuild(remote);
  pointedAt.set(remote, manifest);
}

async function loadBuild(instance: Federation, remote: RemoteName, build: RemoteBuild): Promise<ComponentType> {
  const exposed = EXPOSED[remote];
  if (!exposed) throw new RemoteUnavailableError(remote, new Error('the host was built with no such remote in the app list'));
  pointAt(instance, remote, build.manifest);
  const module = await withTimeout(instance.loadRemote<{ default: ComponentType }>(exposed), remote);
  if (!module?.default) throw new RemoteUnavailableError(remote, new Error('no default export'));
  useRemoteVersions.getState().record(remote, build);
  return module.default;
}

async function keptBuild(remote: RemoteName, build: 'known-good' | 'candidate', pick: (release: ReleaseFile) => number | undefined): Promise<RemoteBuild | undefined> {
  try {
    const release = await readReleaseFile(siteOf(remote));
    const id = pick(release);
    const kept = release.builds.find((candidate) => candidate.id === id);
    return kept && { build, id: kept.id, manifest: keptManifest(siteOf(remote), kept.id) };
  } catch (error) {
    console.warn(`[federation] ${remote}: its release file cannot be read`, error);
    return undefined;
  }
}

async function loadKnownGood(instance: Federation, remote: RemoteName, failure: string, error: unknown): Promise<ComponentType> {
  const build = await keptBuild(remote, 'known-good', ({ live, knownGood }) => (knownGood === live ? undefined : knownGood));
  if (!build) throw error;
  console.warn(`[federation] ${remote}: its live build ${failure}; running its known-good build ${build.id} (${build.manifest})`, error);
  return loadBuild(instance, remote, build);
}

/** Live build first, then its known-good one; after a render error (`threw`), only the known-good one. */
export function loadRemoteComponent(remote: RemoteName, threw?: { error: unknown }): Promise<ComponentType> {
  const loaded = loads.get(remote);
  if (loaded && !threw) return loaded;
  const load = loadFresh(remote, threw);
  loads.set(remote, load);
  // A failed load is not kept: the next slot that mounts the remote, or a Retry, tries again.
  load.catch(() => {
    if (loads.get(remote) === load) loads.delete(remote);
  });
  return load;
}

/** A remote that fails here is left to its first use, whose slot shows the fallback. */
export function preloadRemote(remote: RemoteName): Promise<boolean> {
  return loadRemoteComponent(remote).then(
    () => true,
    (error: unknown) => {
      console.warn(`[federation] ${remote} could not be loaded ahead of its use; it is tried again when it is needed`, error);
      return false;
    },
  );
}

async function loadFresh(remote: RemoteName, threw?: { error: unknown }): Promise<ComponentType> {
  const instance = await withTimeout(started(), remote);
  if (!(config as RuntimeConfig).remotes[remote]) {
    // The host composes this remote, but the environment does not say where it is: only its slot fails.
    const problem = `/env.js names no site for the ${remote} remote (no "${remote}" in its remotes)`;
    console.error(`[host] ${problem}`);
    throw new RemoteUnavailableError(remote, new Error(problem));
  }
  if (threw) {
    if (useRemoteVersions.getState().running[remote]?.build !== 'live') throw threw.error;
    return loadKnownGood(instance, remote, 'threw while rendering', threw.error);
  }
  // ?<remote>-candidate=<n> runs kept build n, with no fallback: how a release checks one (tools/release/check.mjs).
  const asked = new URLSearchParams(location.search).get(`${remote}-candidate`);
  const candidate = asked === null ? undefined : await keptBuild(remote, 'candidate', () => Number(asked));
  if (asked !== null && !candidate) console.warn(`[federation] ${remote}: build ${asked} is not kept on its site; running its live build`);
  if (candidate) {
    const Component = await loadBuild(instance, remote, candidate);
    console.info(`[federation] ${remote}: running candidate build ${candidate.id} (${candidate.manifest})`);
    return Component;
  }
  try {
    return await loadBuild(instance, remote, { build: 'live', manifest: servedManifest(siteOf(remote)) ?? liveManifest(remote) });
  } catch (error) {
    return loadKnownGood(instance, remote, 'failed to load', error);
  }
}

function runningFrom(url: string): { remote: RemoteName; folder: string } | undefined {
  for (const remote of Object.keys(useRemoteVersions.getState().running) as RemoteName[]) {
    const folder = buildFolderOf(remote);
    if (folder !== undefined && url.startsWith(folder)) return { remote, folder };
  }
  return undefined;
}

function whenFilesGone(remote: RemoteName): void {
  console.warn(`[federation] ${remote}: the build this page runs has gone from its site; ${isSwappable(remote) ? 'moving to its live build' : 'the page asks to be reloaded'}`);
  if (!isSwappable(remote)) {
    useGoneFiles.getState().askReload(remote);
    return;
  }
  forgetRemote(remote);
  useGoneFiles.getState().move(remote);
}

export function forgetRemote(remote: RemoteName): void {
  loads.delete(remote);
  if (!config?.remotes[remote] || !running) return;
  pointAt(running, remote, liveManifest(remote), true);
  refetchNextTime(siteOf(remote));
}
