import { useId, useRef, useState } from 'react';
import { formatPounds } from '@storefront/shared';
import { useAddToCart } from '../addToCart/useAddToCart';
import { openProduct } from '../anchor/detailInUrl';
import { packOptions, priceFrom } from '../catalogue/packs';
import type { ShopProduct } from '../catalogue/shopProduct';
import { LabelledSelect } from '../ui/LabelledSelect';
import { ProductImage } from '../ui/ProductImage';
import type { PictureLoading } from './pictureLoading';
import buttons from '../ui/buttons.module.css';
import styles from './ProductCard.module.css';

/** picture: how its picture is asked for, by its place in the grid (pictureLoading.ts). */
export function ProductCard({ product, picture }: { product: ShopProduct; picture: PictureLoading }) {
  const nameId = useId();
  const nameButton = useRef<HTMLButtonElement>(null);
  const addToCart = useAddToCart();
  const options = packOptions(product);
  const [size, setSize] = useState(options[0]?.size ?? '');

  return (
    <article className={styles.card} data-testid="product-card" aria-labelledby={nameId}>
      {/* A second way in for pointer users only; keyboard and screen-reader users have the name button. */}
      <button
        type="button"
        className={styles.imageButton}
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => {
          // The detail hands focus back to what had it; make that the name, which everyone can reach.
          nameButton.current?.focus();
          openProduct(product);
        }}
      >
        <ProductImage src={product.image} {...picture} />
      </button>
      <h3 className={styles.name} id={nameId}>
        <button ref={nameButton} type="button" className={styles.nameButton} aria-haspopup="dialog" onClick={() => openProduct(product)}>
          {product.name}
        </button>
      </h3>
      <p className={styles.category}>{product.category}</p>
      <p className={styles.price}>
        from <strong>{formatPounds(priceFrom(product))}</strong>
      </p>
      <div className={styles.actions}>
        <LabelledSelect
          label="Pack size"
          value={size}
          options={options.map((option) => ({ value: option.size, label: `${option.size} – ${formatPounds(option.price)}` }))}
          onChange={setSize}
          describedBy={nameId}
          compact
        />
        <button type="button" className={buttons.primary} aria-describedby={nameId} onClick={() => addToCart(product, size)}>
          Add to cart
        </button>
      </div>
    </article>
  );
}
