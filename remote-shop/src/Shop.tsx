import { useCallback, useMemo, useRef } from 'react';
import { shopPath } from '@storefront/shared';
import { useShopAddress } from './anchor/useShopAddress';
import { recordView } from './anchor/viewInUrl';
import { filterProducts } from './browse/filterProducts';
import { paginate } from './browse/paginate';
import { sortProducts } from './browse/sortProducts';
import { CATALOGUE } from './catalogue/catalogue';
import { ProductDetail } from './detail/ProductDetail';
import { ProductGrid } from './grid/ProductGrid';
import { Pagination } from './pagination/Pagination';
import { PlainLinks } from './plainLinks/PlainLinks';
import { catalogueSearch } from './search/searchCatalogue';
import { useShopStore } from './store/shopStore';
import { Toolbar } from './toolbar/Toolbar';
import styles from './Shop.module.css';

const CATALOGUE_SEARCH = catalogueSearch(CATALOGUE);

/** The shop team's exposed component (`shop/Shop`): catalogue, search, filter, sort, grid, pages and detail. */
export default function Shop() {
  const category = useShopStore((state) => state.category);
  const sort = useShopStore((state) => state.sort);
  const query = useShopStore((state) => state.query);
  const product = useShopStore((state) => state.product);
  const requestedPage = useShopStore((state) => state.page);
  const goToPage = useShopStore((state) => state.goToPage);
  const heading = useRef<HTMLHeadingElement>(null);

  const scrollToHeading = useCallback(() => heading.current?.scrollIntoView({ block: 'start' }), []);
  // Focus goes with the view, so keyboard and screen-reader users start at the top of what changed.
  // Not on arrival: nothing has been chosen yet, and focus on the page would end the host's splash early.
  const reveal = useCallback(() => {
    heading.current?.focus({ preventScroll: true });
    scrollToHeading();
  }, [scrollToHeading]);
  useShopAddress({ onArrival: scrollToHeading, onFollow: reveal });

  const products = useMemo(() => {
    const matching = query === undefined ? CATALOGUE : CATALOGUE_SEARCH.search(query);
    return sortProducts(filterProducts(matching, category), sort);
  }, [category, sort, query]);
  const { items, page, pageCount } = paginate(products, requestedPage);
  const unknownProduct = product !== undefined && !CATALOGUE.some((item) => item.slug === product);

  return (
    <div className={styles.shop}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        Shop
      </h2>
      {unknownProduct && (
        <p className={styles.notice} role="alert">
          We couldn’t find that product. <a href={shopPath()}>Browse the shop</a>
        </p>
      )}
      <PlainLinks pageCount={pageCount} />
      <Toolbar count={products.length} catalogue={CATALOGUE_SEARCH} />
      {query !== undefined && products.length === 0 ? (
        <p className={styles.notice} role="status">
          No products match ‘{query}’. <a href={shopPath()}>Show all products</a>
        </p>
      ) : (
        <ProductGrid products={items} />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={(next) => {
          goToPage(next);
          recordView(useShopStore.getState());
          reveal();
        }}
      />
      <ProductDetail />
    </div>
  );
}
