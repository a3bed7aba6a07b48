import { act, render, screen } from '@testing-library/react';
import { loadRemoteComponent } from '../federation/remotes';
import { startRemote, startupState } from '../started/startupState';
import { RemoteSections } from './RemoteSections';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(), forgetRemote: jest.fn() }));
// A team whose slot stands below the shop, beside the storefront's own remotes, none of which stands there.
jest.mock('../federation/remoteContract', () => ({ ...jest.requireActual('../federation/remoteContract'), SECTIONS: ['wishlist'] }));

beforeEach(() => startupState.setState(startupState.getInitialState(), true));

describe('RemoteSections', () => {
  it('puts each remote the contract places below the shop in a section with its name as id, mounted once the scheduler starts it', async () => {
    jest.mocked(loadRemoteComponent).mockResolvedValue(() => <p>the wishlist</p>);
    const { container } = render(<RemoteSections />);
    await act(async () => undefined);
    expect([...container.querySelectorAll('section')].map((section) => section.id)).toEqual(['wishlist']);
    expect(screen.getByRole('region', { name: 'The wishlist' })).toBeInTheDocument();
    expect(loadRemoteComponent).not.toHaveBeenCalled();

    act(() => startRemote('wishlist' as never));
    expect(await screen.findByText('the wishlist')).toBeInTheDocument();
    expect(loadRemoteComponent).toHaveBeenCalledWith('wishlist', undefined);
  });
});
