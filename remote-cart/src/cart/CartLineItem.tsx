import { useId, useRef } from 'react';
import { formatPence, type CartLine } from '@storefront/shared';
import { canDecrease, lineTotalPence, unitPence } from '../lines/cartLines';
import { ProductImage } from './ProductImage';
import styles from './CartLineItem.module.css';

interface Props {
  line: CartLine;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

/** One cart line: picture, name, pack size, unit price, multiplier with minus and plus, line total, Remove. */
export function CartLineItem({ line, onIncrease, onDecrease, onRemove }: Props) {
  const nameId = useId();
  const increaseRef = useRef<HTMLButtonElement>(null);
  const decreasable = canDecrease(line);

  const decrease = () => {
    // This press disables minus; keep the keyboard user's focus on the quantity controls, not the page.
    if (!canDecrease({ ...line, multiplier: line.multiplier - 1 })) increaseRef.current?.focus();
    onDecrease();
  };

  return (
    <li className={styles.line} data-testid="cart-line">
      <ProductImage src={line.product.image} />
      <div className={styles.details}>
        <p id={nameId} className={styles.name}>
          {line.product.name}
        </p>
        <p className={styles.meta}>
          <span>Pack size: {line.selectedQty}</span>
          <span>{formatPence(unitPence(line))} each</span>
        </p>
        <div className={styles.controls}>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.step}
              aria-label="Decrease quantity"
              aria-describedby={nameId}
              disabled={!decreasable}
              onClick={decrease}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className={styles.multiplier} aria-live="polite">
              <span className={styles.visuallyHidden}>Quantity </span>
              <span data-testid="cart-line-quantity">{line.multiplier}</span>
            </span>
            <button
              ref={increaseRef}
              type="button"
              className={styles.step}
              aria-label="Increase quantity"
              aria-describedby={nameId}
              onClick={onIncrease}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button type="button" className={styles.remove} aria-describedby={nameId} onClick={onRemove}>
            Remove
          </button>
        </div>
      </div>
      <p className={styles.total}>
        <span className={styles.visuallyHidden}>Line total </span>
        {formatPence(lineTotalPence(line))}
      </p>
    </li>
  );
}
