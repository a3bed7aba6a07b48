import { act, render, screen } from '@testing-library/react';
import { loadRemoteComponent } from '../federation/remotes';
import { ShopSection } from './ShopSection';
import { startRemote, startupState } from '../started/startupState';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(), forgetRemote: jest.fn() }));

beforeEach(() => startupState.setState(startupState.getInitialState(), true));

describe('ShopSection', () => {
  it('holds the shop’s place with its skeleton, and loads the shop only once the scheduler starts it', async () => {
    jest.mocked(loadRemoteComponent).mockResolvedValue(() => <p>the grid</p>);
    render(<ShopSection />);
    await act(async () => undefined);
    expect(screen.getByRole('status', { name: 'Loading the shop' })).toBeInTheDocument();
    expect(loadRemoteComponent).not.toHaveBeenCalled();

    act(() => startRemote('shop'));
    expect(await screen.findByText('the grid')).toBeInTheDocument();
    expect(loadRemoteComponent).toHaveBeenCalledWith('shop', undefined);
  });
});
