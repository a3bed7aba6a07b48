import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import { TradePage } from './trade/TradePage';
import { tradePageAt } from './header/navigation';

/**
 * A page as it first renders, before any remote or the browser has said anything: the storefront's header,
 * hero, placeholders for the remotes, and the lower sections, whose code the render waits for; a trade
 * page's header and content. Run at build time (tools/webpack/prerender.mjs); the pages' code hydrates it.
 */
async function render(page: ReactElement): Promise<string> {
  // Every section inline, none streamed out of order: that needs inline scripts, which the page's policy forbids.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export const renderFirstScreen = () => render(<App />);
export const renderTradePage = (href: string) => render(<TradePage page={tradePageAt(href)} />);
