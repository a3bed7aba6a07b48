import type { ShopProduct } from '../catalogue/shopProduct';
import { ProductCard } from './ProductCard';
import { pictureLoading } from './pictureLoading';
import styles from './ProductGrid.module.css';

export function ProductGrid({ products }: { products: ShopProduct[] }) {
  return (
    <ul className={styles.grid} aria-label="Products">
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} picture={pictureLoading(index)} />
        </li>
      ))}
    </ul>
  );
}
