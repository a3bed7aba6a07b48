import { act, render, screen } from '@testing-library/react';
import { loadRemoteComponent } from '../federation/remotes';
import { ShopSection } from './ShopSection';
import { startShop } from './shopStart';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(), forgetRemote: jest.fn() }));

describe('ShopSection', () => {
  it('holds the shop’s place with its skeleton, and loads the shop only once start-up says it is wanted', async () => {
    jest.mocked(loadRemoteComponent).mockResolvedValue(() => <p>the grid</p>);
    render(<ShopSection />);
    await act(async () => undefined);
    expect(screen.getByRole('status', { name: 'Loading the shop' })).toBeInTheDocument();
    expect(loadRemoteComponent).not.toHaveBeenCalled();

    act(() => startShop());
    expect(await screen.findByText('the grid')).toBeInTheDocument();
    expect(loadRemoteComponent).toHaveBeenCalledWith('shop', undefined);
  });
});
