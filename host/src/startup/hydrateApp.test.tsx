import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { hydrateApp } from './hydrateApp';

jest.mock('../App', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    App: ({ onCommitted }: { onCommitted?: () => void }) => {
      useEffect(() => onCommitted?.(), [onCommitted]);
      return <h1 id="served">Bulk buying</h1>;
    },
  };
});

/** Inside act, React renders when the scope ends; the promise then resolves at that render's commit. */
function hydrateInAct(): Promise<void> {
  const started: Promise<void>[] = [];
  act(() => {
    started.push(hydrateApp());
  });
  return Promise.all(started).then(() => undefined);
}

describe('hydrateApp', () => {
  // jsdom has no user timing; the browser's mark is what the budgets test and the benchmark read.
  const mark = jest.fn();
  beforeAll(() => Object.defineProperty(performance, 'mark', { value: mark, configurable: true }));
  afterEach(() => document.body.replaceChildren());

  it('takes the served markup over, the very elements, and resolves at the commit, marking it', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<h1 id="served">Bulk buying</h1>)}</div>`;
    const served = document.getElementById('served');
    await hydrateInAct();
    expect(document.getElementById('served')).toBe(served);
    expect(mark).toHaveBeenCalledWith('storefront:hydrated');
  });

  it('renders into an empty root, as in development where nothing is served', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await hydrateInAct();
    expect(document.getElementById('served')).toHaveTextContent('Bulk buying');
  });
});
