import { act, render } from '@testing-library/react';
import { loadRemoteComponent } from '../federation/remotes';
import { showOverlays, useOverlayNeeds } from '../startup/overlayNeeds';
import { Overlays } from './Overlays';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(() => new Promise(() => undefined)), forgetRemote: jest.fn() }));

beforeEach(() => {
  jest.mocked(loadRemoteComponent).mockClear();
  useOverlayNeeds.setState(useOverlayNeeds.getInitialState(), true);
});

const mounted = () => [...document.querySelectorAll('[data-remote]')].map((slot) => slot.getAttribute('data-remote'));

describe('Overlays', () => {
  it('mounts no remote that nothing needs, idle or not', () => {
    render(<Overlays />);
    act(() => showOverlays());
    expect(mounted()).toEqual([]);
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('mounts a remote needed at idle once the page has been idle, and one needed now at once', () => {
    render(<Overlays />);
    act(() => useOverlayNeeds.setState({ auth: 'idle' }));
    expect(mounted()).toEqual([]);
    act(() => useOverlayNeeds.setState({ cart: 'now' }));
    expect(mounted()).toEqual(['cart']);
    act(() => showOverlays());
    expect(mounted()).toEqual(['auth', 'cart']);
  });

  it('mounts no cart on a page without the panel, however it is needed', () => {
    render(<Overlays cart={false} />);
    act(() => useOverlayNeeds.setState({ auth: 'now', cart: 'now' }));
    expect(mounted()).toEqual(['auth']);
  });
});
