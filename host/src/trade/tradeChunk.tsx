import { tradePageAt } from '../header/navigation';
import { hydrateApp } from '../startup/hydrateApp';
import { followOverlayNeeds, showOverlays } from '../startup/overlayNeeds';
import { IDLE_TIMEOUT_MS, whenIdle } from '../startup/whenIdle';
import { TradePage } from './TradePage';

/**
 * A trade page's code, fetched once the served page has painted (main.ts): hydration, then, once idle, auth
 * where it has a session to restore. Its Login and Cart are links to the storefront, so nothing else asks for a remote.
 */
export async function startTradePage(): Promise<void> {
  const page = tradePageAt(window.location.pathname);
  await hydrateApp(() => <TradePage page={page} />);
  followOverlayNeeds();
  await whenIdle(IDLE_TIMEOUT_MS);
  showOverlays();
}
