import { renderToString } from 'react-dom/server';
import { App } from './App';

/**
 * The page as it first renders, before any remote or the browser has said anything: header, hero,
 * placeholders for the remotes. Run at build time (tools/webpack/prerender.mjs); main.tsx hydrates it.
 */
export function renderFirstScreen(): string {
  return renderToString(<App />);
}
