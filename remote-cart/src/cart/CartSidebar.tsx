import { useCallback, useEffect, useId, useRef, type ComponentType } from 'react';
import { formatPence } from '@storefront/shared';
import { cartTotalPence, lineKey } from '../lines/cartLines';
import { useCartStore } from '../store/cartStore';
import { CloseButton } from '../ui/CloseButton';
import { CartLineItem } from './CartLineItem';
import { CartNotice } from './CartNotice';
import { useFocusWhileOpen } from './useFocusWhileOpen';
import styles from './CartSidebar.module.css';

interface Props {
  /** The checkout at its foot (a feature of its own), told how to bring focus back once an order is placed. */
  checkout: ComponentType<{ onOrderPlaced: () => void }>;
}

/**
 * The cart sidebar: its lines, the total and Checkout. It is not modal (the page stays usable beside it);
 * it takes focus when it opens, and Esc or "Close cart" closes it and hands focus back.
 */
export function CartSidebar({ checkout: Checkout }: Props) {
  const lines = useCartStore((state) => state.lines);
  const { increase, decrease, remove, toggle } = useCartStore.getState();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);

  useFocusWhileOpen(panelRef, headingRef);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A modal dialog above the page (checkout, login) closes first, on its own.
      if (event.target instanceof Element && event.target.closest('dialog, [aria-modal="true"]')) return;
      toggle(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [toggle]);

  return (
    <aside ref={panelRef} className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} ref={headingRef} className={styles.heading} tabIndex={-1}>
          Cart
        </h2>
        <CloseButton label="Close cart" onClick={() => toggle(false)} />
      </div>
      <CartNotice />
      {lines.length === 0 ? (
        <p className={styles.empty} data-testid="cart-empty">Your cart is empty</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => {
            const key = lineKey(line);
            return (
              <CartLineItem
                key={key}
                line={line}
                onIncrease={() => increase(key)}
                onDecrease={() => decrease(key)}
                onRemove={() => {
                  remove(key);
                  focusHeading();
                }}
              />
            );
          })}
        </ul>
      )}
      <div className={styles.foot}>
        <p className={styles.total}>
          <span>Total</span> <span className={styles.amount}>{formatPence(cartTotalPence(lines))}</span>
        </p>
        <Checkout onOrderPlaced={focusHeading} />
      </div>
    </aside>
  );
}
