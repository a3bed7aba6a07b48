import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateApp } from './hydrateApp';

const Served = () => <h1 id="served">Bulk buying</h1>;

/** Inside act, React renders when the scope ends; the promise then resolves at that render's commit. */
function hydrateInAct(Page: React.ComponentType): Promise<void> {
  const started: Promise<void>[] = [];
  act(() => {
    started.push(hydrateApp(Page));
  });
  return Promise.all(started).then(() => undefined);
}

describe('hydrateApp', () => {
  // jsdom has no user timing; the browser's mark is what the budgets test and the benchmark read.
  const mark = jest.fn();
  beforeAll(() => Object.defineProperty(performance, 'mark', { value: mark, configurable: true }));
  afterEach(() => document.body.replaceChildren());

  it('takes the served markup over, the very elements, and resolves at the commit, marking it', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Served />)}</div>`;
    const served = document.getElementById('served');
    await hydrateInAct(Served);
    expect(document.getElementById('served')).toBe(served);
    expect(mark).toHaveBeenCalledWith('storefront:hydrated');
  });

  it('renders into an empty root, as in development where nothing is served', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await hydrateInAct(Served);
    expect(document.getElementById('served')).toHaveTextContent('Bulk buying');
  });

  it('marks the commit before any effect of the page starts its work', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const order: string[] = [];
    mark.mockImplementationOnce(() => order.push('committed'));
    function Page() {
      useEffect(() => void order.push('page effect'), []);
      return <p>page</p>;
    }
    await hydrateInAct(Page);
    expect(order).toEqual(['committed', 'page effect']);
  });
});
