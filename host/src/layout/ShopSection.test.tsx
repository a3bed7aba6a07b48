import { act, render, screen } from '@testing-library/react';
import { serve } from '../testing/served';
import { loadRemoteComponent } from '../federation/remotes';
import { ShopSection } from './ShopSection';
import { startRemote, startupState } from '../started/startupState';

jest.mock('../federation/remotes', () => ({ loadRemoteComponent: jest.fn(), forgetRemote: jest.fn() }));

beforeEach(() => startupState.setState(startupState.getInitialState(), true));
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/** The storefront's page as the shop's function serves it at a shop address: its markup in the slot, marked served. */
function serveWithShopView(markup: string) {
  const page = serve(<ShopSection />);
  const slot = page.container.querySelector('#shop-view');
  if (!slot) throw new Error('no #shop-view in the served section');
  slot.setAttribute('data-served', '');
  slot.innerHTML = markup;
  return page;
}

const SERVED_VIEW = '<link rel="stylesheet" href="http://localhost:3001/shop.css"><div class="shop"><h2>Shop</h2><p>Plain Flour</p></div>';

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

  it('keeps the view a server put in its place as it hydrates, with no error, until the shop replaces it', async () => {
    const errors = jest.spyOn(console, 'error');
    jest.mocked(loadRemoteComponent).mockResolvedValue(() => <p>the grid</p>);
    const page = serveWithShopView(SERVED_VIEW);
    const served = page.container.querySelector('#shop-view')?.innerHTML;
    page.hydrate();
    await act(async () => undefined);
    expect(page.container.querySelector('#shop-view')?.innerHTML).toBe(served);
    expect(screen.getByText('Plain Flour')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the shop' })).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();

    act(() => startRemote('shop'));
    expect(await screen.findByText('the grid')).toBeInTheDocument();
    expect(screen.queryByText('Plain Flour')).not.toBeInTheDocument();
  });

  it('keeps the served view’s stylesheet in the head once the view is replaced', async () => {
    jest.mocked(loadRemoteComponent).mockResolvedValue(() => <p>the grid</p>);
    serveWithShopView(SERVED_VIEW).hydrate();
    act(() => startRemote('shop'));
    await screen.findByText('the grid');
    expect(document.head.querySelectorAll('link[rel="stylesheet"][href="http://localhost:3001/shop.css"]')).toHaveLength(1);
  });
});
