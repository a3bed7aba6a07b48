import { CATEGORIES } from '@storefront/shared';
import { urlForView, type ShopView } from '../anchor/viewInUrl';
import { SORT_OPTIONS } from '../browse/sortProducts';
import { useShopStore } from '../store/shopStore';
import styles from './PlainLinks.module.css';

const CATEGORY_FILTERS = ['All', ...CATEGORIES] as const;
const NO_QUERY = { search: '' };

interface Props {
  /** The pages of the list shown, for a link to each. */
  pageCount: number;
}

/** A link to a view, marked when it is the one shown. */
function ViewLink({ view, current, children }: { view: ShopView; current: boolean; children: string }) {
  return (
    <li>
      <a href={urlForView(NO_QUERY, view)} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    </li>
  );
}

/**
 * The shop's choices as plain links to its addresses, for a browser with no script (and for a crawler,
 * which reads the served page): every category, every order of this category, every page of this list.
 * Each address is served with its view's products in the page. With script the toolbar and pagination
 * do this, and a browser running script shows nothing of a noscript element.
 */
export function PlainLinks({ pageCount }: Props) {
  const category = useShopStore((state) => state.category);
  const sort = useShopStore((state) => state.sort);
  const page = useShopStore((state) => state.page);
  const query = useShopStore((state) => state.query);
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <noscript>
      <nav className={styles.links} aria-label="Browse the shop">
        <ul aria-label="Categories">
          {CATEGORY_FILTERS.map((filter) => (
            <ViewLink key={filter} view={{ category: filter, sort, page: 1, query }} current={filter === category}>
              {filter}
            </ViewLink>
          ))}
        </ul>
        <ul aria-label="Sort by">
          {SORT_OPTIONS.map(({ value, label }) => (
            <ViewLink key={value} view={{ category, sort: value, page: 1, query }} current={value === sort}>
              {label}
            </ViewLink>
          ))}
        </ul>
        <ul aria-label="Pages">
          {pages.map((number) => (
            <ViewLink key={number} view={{ category, sort, page: number, query }} current={number === Math.min(page, pageCount)}>
              {String(number)}
            </ViewLink>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
