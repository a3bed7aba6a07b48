import type { ShopProduct } from '../catalogue/shopProduct';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

export function ProductGrid({ products }: { products: ShopProduct[] }) {
  return (
    <ul className={styles.grid} aria-label="Products">
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
