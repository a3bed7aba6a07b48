import { CATEGORIES, type z } from '@storefront/shared';
import { recordView } from '../anchor/viewInUrl';
import { CategoryFilterSchema } from '../browse/filterProducts';
import { SORT_OPTIONS, SortKeySchema } from '../browse/sortProducts';
import { useShopStore } from '../store/shopStore';
import type { Catalogue } from '../search/searchCatalogue';
import { LabelledSelect } from '../ui/LabelledSelect';
import { SearchBox } from './SearchBox';
import styles from './Toolbar.module.css';

const CATEGORY_OPTIONS = ['All', ...CATEGORIES].map((category) => ({ value: category, label: category }));

/** A select's new value, taken only if its schema knows it, then written into the address. */
function choose<T>(schema: z.ZodMiniType<T>, apply: (value: T) => void) {
  return (value: string) => {
    const picked = schema.safeParse(value);
    if (!picked.success) return;
    apply(picked.data);
    recordView(useShopStore.getState());
  };
}

/** The search, category filter, sort order and how many products they leave. */
export function Toolbar({ count, catalogue }: { count: number; catalogue: Catalogue }) {
  const category = useShopStore((state) => state.category);
  const sort = useShopStore((state) => state.sort);
  const chooseCategory = useShopStore((state) => state.chooseCategory);
  const chooseSort = useShopStore((state) => state.chooseSort);

  return (
    <div className={styles.toolbar}>
      <SearchBox catalogue={catalogue} />
      <LabelledSelect label="Category" className={styles.control} value={category} options={CATEGORY_OPTIONS} onChange={choose(CategoryFilterSchema, chooseCategory)} />
      <LabelledSelect label="Sort by" className={styles.control} value={sort} options={SORT_OPTIONS} onChange={choose(SortKeySchema, chooseSort)} />
      <p className={styles.count} role="status">
        {count} {count === 1 ? 'product' : 'products'}
      </p>
    </div>
  );
}
