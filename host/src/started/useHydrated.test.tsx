import { render } from '@testing-library/react';
import { serve } from '../testing/served';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'served'}</p>;
}

describe('useHydrated', () => {
  it('is false in the served markup and while hydrating it, then true', () => {
    const page = serve(<Probe />);
    expect(page.container.textContent).toBe('served');
    page.hydrate();
    expect(page.container.textContent).toBe('hydrated');
  });

  it('is true at once in a render that hydrates nothing', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('hydrated');
  });
});
