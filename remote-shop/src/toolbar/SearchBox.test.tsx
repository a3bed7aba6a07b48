import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE } from '../catalogue/catalogue';
import { catalogueSearch } from '../search/searchCatalogue';
import { useShopStore } from '../store/shopStore';
import { SearchBox } from './SearchBox';

const catalogue = catalogueSearch(CATALOGUE);

beforeEach(() => useShopStore.setState(useShopStore.getInitialState(), true));
afterEach(() => history.replaceState(null, '', '/'));

describe('the search box', () => {
  it('is a combobox suggesting at most eight products as one types, their count heard', async () => {
    render(<SearchBox catalogue={catalogue} />);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'sa');
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(8);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(`${options.length} suggestions`)).toHaveAttribute('aria-live', 'polite');
  });

  it('moves by arrows, opens the product on Enter at its address, and closes the list on Esc', async () => {
    render(<SearchBox catalogue={catalogue} />);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'choclate');
    expect(within(screen.getByRole('listbox', { hidden: true })).getAllByRole('option').map((option) => option.textContent)).toContain('Milk Chocolate Bars');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    expect(useShopStore.getState().product).toBe('milk-chocolate-bars');
    expect(window.location.pathname).toBe('/shop/snacks/milk-chocolate-bars/');
  });

  it('submitted, searches every product from page 1, the words in the address', async () => {
    useShopStore.getState().goToPage(3);
    render(<SearchBox catalogue={catalogue} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), '  rice {Enter}');
    expect(useShopStore.getState()).toMatchObject({ query: 'rice', page: 1 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/shop/?q=rice');
  });
});
