import { CATEGORIES } from '@storefront/shared';
import { recordView } from '../anchor/viewInUrl';
import { CategoryFilterSchema } from '../browse/filterProducts';
import { SORT_OPTIONS, SortKeySchema } from '../browse/sortProducts';
import { useShopStore } from '../store/shopStore';
import { LabelledSelect } from '../ui/LabelledSelect';
import styles from './Toolbar.module.css';

const CATEGORY_OPTIONS = ['All', ...CATEGORIES].map((category) => ({ value: category, label: category }));

/** Category filter, sort order and how many products they leave. */
export function Toolbar({ count }: { count: number }) {
  const category = useShopStore((state) => state.category);
  const sort = useShopStore((state) => state.sort);
  const chooseCategory = useShopStore((state) => state.chooseCategory);
  const chooseSort = useShopStore((state) => state.chooseSort);

  return (
    <div className={styles.toolbar}>
      <LabelledSelect
        label="Category"
        className={styles.control}
        value={category}
        options={CATEGORY_OPTIONS}
        onChange={(value) => {
          const picked = CategoryFilterSchema.safeParse(value);
          if (!picked.success) return;
          chooseCategory(picked.data);
          recordView(useShopStore.getState());
        }}
      />
      <LabelledSelect
        label="Sort by"
        className={styles.control}
        value={sort}
        options={SORT_OPTIONS}
        onChange={(value) => {
          const picked = SortKeySchema.safeParse(value);
          if (!picked.success) return;
          chooseSort(picked.data);
          recordView(useShopStore.getState());
        }}
      />
      <p className={styles.count} role="status">
        {count} {count === 1 ? 'product' : 'products'}
      </p>
    </div>
  );
}
