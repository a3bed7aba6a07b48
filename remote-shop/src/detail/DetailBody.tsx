import { useId, useState } from 'react';
import { formatPounds, shopPath } from '@storefront/shared';
import { useAddToCart } from '../addToCart/useAddToCart';
import { packOptions } from '../catalogue/packs';
import type { ShopProduct } from '../catalogue/shopProduct';
import { ProductImage } from '../ui/ProductImage';
import buttons from '../ui/buttons.module.css';
import styles from './DetailBody.module.css';

interface Props {
  product: ShopProduct;
  /** Called once the notification bar answers Add to cart; the page behind a modal is inert, so the dialog gives way. */
  onAnswered: () => void;
}

export function DetailBody({ product, onAnswered }: Props) {
  const options = packOptions(product);
  const [size, setSize] = useState(options[0]?.size ?? '');
  const addToCart = useAddToCart();
  const radioName = useId();

  return (
    <div className={styles.body}>
      <div className={styles.media}>
        <ProductImage src={product.image} />
      </div>
      <div className={styles.info}>
        <p className={styles.category}>
          {/* Back to its category, also with no script, where this detail is the first HTML of the product's address. */}
          <a href={shopPath(product.category)}>{product.category}</a>
        </p>
        <p className={styles.description}>{product.description}</p>
        <fieldset className={styles.packs}>
          <legend className={styles.legend}>Pack size</legend>
          {options.map((option) => (
            <label key={option.size} className={styles.pack}>
              <input
                type="radio"
                name={radioName}
                value={option.size}
                checked={size === option.size}
                onChange={() => setSize(option.size)}
                className={styles.radio}
              />
              <span className={styles.size}>{option.size}</span>
              <span className={styles.packPrice}>{formatPounds(option.price)}</span>
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            if (addToCart(product, size)) onAnswered();
          }}
        >
          Add to cart
        </button>
      </div>
    </div>
  );
}
