import { useCallback, useMemo, useRef } from 'react';
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
import { useShopStore } from './store/shopStore';
import { Toolbar } from './toolbar/Toolbar';
import styles from './Shop.module.css';

/** The shop team's exposed component (`shop/Shop`): catalogue, filter, sort, grid, pages and detail. */
export default function Shop() {
  const category = useShopStore((state) => state.category);
  const sort = useShopStore((state) => state.sort);
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

  const products = useMemo(() => sortProducts(filterProducts(CATALOGUE, category), sort), [category, sort]);
  const { items, page, pageCount } = paginate(products, requestedPage);

  return (
    <div className={styles.shop}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        Shop
      </h2>
      <PlainLinks pageCount={pageCount} />
      <Toolbar count={products.length} />
      <ProductGrid products={items} />
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
