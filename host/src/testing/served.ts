import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';

/** Served markup with no code working it yet; `hydrate` is its code arriving and taking that markup over. */
export function serve(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return { container, hydrate: () => render(ui, { container, hydrate: true }) };
}
