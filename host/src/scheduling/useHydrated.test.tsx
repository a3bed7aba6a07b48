import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'served'}</p>;
}

describe('useHydrated', () => {
  it('is false in the served markup and while hydrating it, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('served');
    document.body.append(container);
    await act(async () => {
      render(<Probe />, { container, hydrate: true });
      await Promise.resolve();
    });
    expect(container.textContent).toBe('hydrated');
    container.remove();
  });

  it('is true at once in a render that hydrates nothing', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('hydrated');
  });
});
