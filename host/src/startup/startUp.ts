import { takeOverSplash } from '../splash/splash';
import { afterLargestPaint } from './afterLargestPaint';
import { shopWanted } from './shopWanted';
import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

/**
 * The page's start-up, in the order it happens (docs/startup.md draws it). Each step waits for the one
 * before, so what the shopper sees first never waits for code it does not need yet.
 */
export async function startUp(): Promise<void> {
  // 1. The served HTML paints: header, hero and sections were rendered at build time, the splash is in
  //    index.html and ends by itself (splash.css). From here on the splash also answers Esc and clicks,
  //    and the page watches for the shopper's first sign of using it, which starts the shop.
  const shop = shopWanted(window);
  const splash = takeOverSplash(document);

  // 2. Once the page's largest element is on screen: the app's code, so that it does not compete with that
  //    paint. The remotes are not preloaded beside it: measured, that bought no earlier product card and
  //    added six requests before hydration (docs/federation.md).
  await afterLargestPaint();
  const app = await import(/* webpackChunkName: "app" */ './appChunk');

  // 3. Hydration, in one transition. The shop's slot starts federation (federation/RemoteSlot.tsx) once
  //    the shop is wanted, which may already be so.
  await app.hydrateApp(app.App);
  // From here, a command waiting for the cart or auth starts its remote (startup/overlayNeeds.ts), as does
  // what a trade page's Login or Cart link asked for (`/?login`, `/?cart`), sent now; and the shopper's
  // first tap or key on the page starts auth, which their next tap may need; and the shop, once wanted.
  app.followOverlayNeeds();
  const root = document.getElementById('root');
  if (root) app.needAuthOnFirstTouch(root);
  app.openOnArrival();
  void shop.then(app.startShop);

  // 4. When the browser is next idle: the overlays' remotes needed without asking (a session to restore, a
  //    signed-in shopper's cart), web vitals, the splash's clip.
  await whenIdle(IDLE_TIMEOUT_MS);
  app.showOverlays();
  app.startVitals();
  splash.playClip();
}
