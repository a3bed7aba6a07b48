import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';

/**
 * The page as it first renders, before any remote or the browser has said anything: header, hero,
 * placeholders for the remotes, and the lower sections, whose code the render waits for. Run at build
 * time (tools/webpack/prerender.mjs); main.tsx hydrates it.
 */
export async function renderFirstScreen(): Promise<string> {
  // Every section inline, none streamed out of order: that needs inline scripts, which the page's policy forbids.
  const { prelude } = await prerenderToNodeStream(<App />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
