import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import { TradePage } from './trade/TradePage';
import { tradePageAt } from './header/navigation';

// Run at build time (tools/webpack/prerender.mjs), before any remote or the browser has said anything.
async function render(page: ReactElement): Promise<string> {
  // Every section inline, none streamed out of order: that needs inline scripts, which the page's policy forbids.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export const renderFirstScreen = () => render(<App />);
export const renderTradePage = (href: string) => render(<TradePage page={tradePageAt(href)} />);
