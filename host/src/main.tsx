// From public/ because the static pages link the same file; here it joins the page's one stylesheet.
import '../public/base.css';
import { startStorefront } from './startup/scheduler';

// The page's start-up, as startup/schedule.ts declares it.
startStorefront(() => import(/* webpackChunkName: "app" */ './appChunk')).catch((error: unknown) => {
  // Without its code the page stays as served: readable, its links working, the splash ending by itself.
  console.error('[host] the page could not start; it stays as served', error);
});
