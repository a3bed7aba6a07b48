import { act, render } from '@testing-library/react';
import { loadRemoteComponent } from '../federation/remotes';
import { startRemote, startupState } from '../started/startupState';
import { Overlays } from './Overlays';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(() => new Promise(() => undefined)), forgetRemote: jest.fn() }));

beforeEach(() => {
  jest.mocked(loadRemoteComponent).mockClear();
  startupState.setState(startupState.getInitialState(), true);
});

const mounted = () => [...document.querySelectorAll('[data-remote]')].map((slot) => slot.getAttribute('data-remote'));

describe('Overlays', () => {
  it('mounts no remote that the scheduler has not started', () => {
    render(<Overlays />);
    act(() => startRemote('shop'));
    expect(mounted()).toEqual([]);
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('mounts each overlay’s remote once the scheduler starts it', () => {
    render(<Overlays />);
    act(() => startRemote('cart'));
    expect(mounted()).toEqual(['cart']);
    act(() => startRemote('auth'));
    expect(mounted()).toEqual(['auth', 'cart']);
  });
});
