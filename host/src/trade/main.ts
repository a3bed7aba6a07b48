// The page's one stylesheet is the storefront's, which starts with this base (host/webpack.config.mjs).
import '../../public/base.css';
import { afterLargestPaint } from '../startup/afterLargestPaint';

// A trade page's start-up, the storefront's (startup/startUp.ts) for what it has: a header, and auth.
// Without its code the page stays as served: readable, its links working.
afterLargestPaint()
  .then(() => import(/* webpackChunkName: "trade-page" */ './tradeChunk'))
  .then((page) => page.startTradePage())
  .catch((error: unknown) => console.error('[host] the page could not start; it stays as served', error));
