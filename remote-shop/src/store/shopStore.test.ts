import { useShopStore } from './shopStore';

beforeEach(() => useShopStore.setState(useShopStore.getInitialState(), true));

describe('the shop store', () => {
  it('starts on page 1 of every category, most popular first, with no detail open', () => {
    expect(useShopStore.getState()).toMatchObject({ category: 'All', sort: 'popularity', page: 1 });
    expect(useShopStore.getState().product).toBeUndefined();
    expect(useShopStore.getState().query).toBeUndefined();
  });

  it('goes back to page 1 when the category changes', () => {
    useShopStore.getState().goToPage(3);
    useShopStore.getState().chooseCategory('Frozen');
    expect(useShopStore.getState()).toMatchObject({ category: 'Frozen', page: 1 });
  });

  it('goes back to page 1 when the order changes, keeping the category', () => {
    useShopStore.getState().chooseCategory('Snacks');
    useShopStore.getState().goToPage(2);
    useShopStore.getState().chooseSort('newest');
    expect(useShopStore.getState()).toMatchObject({ category: 'Snacks', sort: 'newest', page: 1 });
  });

  it('shows a view from the address with its page', () => {
    useShopStore.getState().goToPage(2);
    useShopStore.getState().showView({ category: 'All', sort: 'newest', page: 3 });
    expect(useShopStore.getState()).toMatchObject({ category: 'All', sort: 'newest', page: 3 });
    useShopStore.getState().showView({ category: 'Frozen', sort: 'price-asc', page: 1 });
    expect(useShopStore.getState()).toMatchObject({ category: 'Frozen', sort: 'price-asc', page: 1 });
  });

  it('goes back to page 1 for a new search, keeping the category it searches in', () => {
    useShopStore.getState().chooseCategory('Snacks');
    useShopStore.getState().goToPage(2);
    useShopStore.getState().search('crisps');
    expect(useShopStore.getState()).toMatchObject({ category: 'Snacks', query: 'crisps', page: 1 });
    useShopStore.getState().goToPage(2);
    useShopStore.getState().chooseCategory('All');
    expect(useShopStore.getState()).toMatchObject({ category: 'All', query: 'crisps', page: 1 });
  });

  it('opens and closes one product’s detail', () => {
    useShopStore.getState().openDetail('spring-water');
    expect(useShopStore.getState().product).toBe('spring-water');
    useShopStore.getState().closeDetail();
    expect(useShopStore.getState().product).toBeUndefined();
  });
});
