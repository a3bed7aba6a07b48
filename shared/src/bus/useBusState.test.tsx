import { act, render, screen } from '@testing-library/react';
import { publish } from './bus';
import { useBusState } from './useBusState';

function Badge() {
  const state = useBusState('cart/count');
  return <output aria-label="count">{state === undefined ? 'unknown' : state.count}</output>;
}

describe('useBusState', () => {
  it('shows the replayed value and re-renders on each publish', () => {
    publish('cart/count', { count: 2 });
    render(<Badge />);
    expect(screen.getByLabelText('count')).toHaveTextContent('2');
    act(() => publish('cart/count', { count: 3 }));
    expect(screen.getByLabelText('count')).toHaveTextContent('3');
  });

  it('is undefined until the topic is published', () => {
    render(<Badge />);
    expect(screen.getByLabelText('count')).toHaveTextContent('unknown');
  });
});
