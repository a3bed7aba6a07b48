import { tradePageAt } from '../header/navigation';
import { hydrateApp } from '../startup/hydrateApp';
import { showOverlays } from '../startup/startupStore';
import { IDLE_TIMEOUT_MS, whenIdle } from '../startup/whenIdle';
import { TradePage } from './TradePage';

/** A trade page's code, fetched once the served page has painted (main.ts): hydration, then auth once idle. */
export async function startTradePage(): Promise<void> {
  const page = tradePageAt(window.location.pathname);
  await hydrateApp(() => <TradePage page={page} />);
  await whenIdle(IDLE_TIMEOUT_MS);
  showOverlays();
}
