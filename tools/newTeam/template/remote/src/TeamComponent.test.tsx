import { act, render, screen } from '@testing-library/react';
import { publish } from '@storefront/shared';
import TeamComponent from './TeamComponent';

describe('TeamComponent', () => {
  it('shows who is signed in as the bus tells it', () => {
    render(<TeamComponent />);
    act(() => publish('auth/state', { user: { uid: 'u1', email: 'pat@example.com' } }));
    expect(screen.getByTestId('__name__-signed-in')).toHaveTextContent('Your __name__, pat@example.com.');
    act(() => publish('auth/state', { user: null }));
    expect(screen.getByTestId('__name__-signed-in')).toHaveTextContent('Sign in to keep your __name__.');
  });
});
