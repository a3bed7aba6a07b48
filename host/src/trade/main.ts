// The page's one stylesheet is the storefront's, which starts with the brand's tokens and this base (host/webpack.config.mjs).
import '@storefront/shared/src/brand/tokens.css';
import '../../public/base.css';
import { startTradePage } from '../startup/scheduler';

startTradePage(() => import(/* webpackChunkName: "trade-page" */ './tradeChunk')).catch((error: unknown) => {
  // Without its code the page stays as served: readable, its links working.
  console.error('[host] the page could not start; it stays as served', error);
});
