import { EXPOSED, type RemoteName } from './federation/remoteContract';
import { whenSlotsSettled } from './federation/slotsSettled';
import { whenIdleAfterLoad } from './scheduling/whenIdleAfterLoad';
import { yieldToMain } from './scheduling/yieldToMain';
import { takeOverSplash } from './splash/splash';

/** How long after the page's load the splash clip waits for an idle moment before it plays anyway. */
const CLIP_IDLE_TIMEOUT_MS = 2000;

/**
 * When the splash clip may play: once every remote's slot shows it (or its fallback) and the browser is
 * then idle. Decoding and compositing the clip would otherwise take CPU from hydration and the remotes'
 * start on a phone's few cores.
 */
function startUpOver(): Promise<void> {
  return whenSlotsSettled(Object.keys(EXPOSED) as RemoteName[]).then(() => whenIdleAfterLoad(CLIP_IDLE_TIMEOUT_MS));
}

/**
 * Starts the app in steps, each a task of its own with a yield to the browser between them, so that no
 * step holds the main thread long enough to keep a tap waiting: the splash; the app's code, with the
 * contracts' schemas (the costliest to evaluate); React's DOM renderer and hydration, which React splits
 * further (a transition). The modules imported here are all in this chunk ("app"), so the imports fetch
 * nothing: they choose when each part of the code is evaluated.
 */
export async function startApp(): Promise<void> {
  takeOverSplash(document, { clipCue: startUpOver() });
  await yieldToMain();
  const { App } = await import(/* webpackChunkName: "app" */ './App');
  await yieldToMain();
  const { hydrateApp } = await import(/* webpackChunkName: "app" */ './hydrateApp');
  hydrateApp(App);
  const { startVitals } = await import(/* webpackChunkName: "app" */ './vitals/startVitals');
  startVitals();
}
