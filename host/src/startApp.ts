import { yieldToMain } from './scheduling/yieldToMain';
import { takeOverSplash } from './splash/splash';

/**
 * Starts the app in steps, each a task of its own with a yield to the browser between them, so that no
 * step holds the main thread long enough to keep a tap waiting: the splash; the app's code, with the
 * contracts' schemas (the costliest to evaluate); React's DOM renderer and hydration, which React splits
 * further (a transition). The modules imported here are all in this chunk ("app"), so the imports fetch
 * nothing: they choose when each part of the code is evaluated.
 */
export async function startApp(): Promise<void> {
  takeOverSplash();
  await yieldToMain();
  const { App } = await import(/* webpackChunkName: "app" */ './App');
  await yieldToMain();
  const { hydrateApp } = await import(/* webpackChunkName: "app" */ './hydrateApp');
  hydrateApp(App);
  const { startVitals } = await import(/* webpackChunkName: "app" */ './vitals/startVitals');
  startVitals();
}
