// The brand's tokens, then the host's base: both join the page's one stylesheet, which the page carries inline.
import '@storefront/shared/src/brand/tokens.css';
import '../public/base.css';
import { startStorefront } from './startup/scheduler';

startStorefront(() => import(/* webpackChunkName: "app" */ './appChunk')).catch((error: unknown) => {
  // Without its code the page stays as served: readable, its links working, the splash ending by itself.
  console.error('[host] the page could not start; it stays as served', error);
});
