import { useEffect, useRef, useState } from 'react';
import { formatPence, send } from '@storefront/shared';
import { cartTotalPence } from '../lines/cartLines';
import { useCartStore } from '../store/cartStore';
import { Dialog } from '../ui/Dialog';
import { CheckoutForm } from './CheckoutForm';
import { buildOrder, ORDER_PLACED_MESSAGE } from './order';
import type { CheckoutDetails } from './checkoutSchema';
import styles from './Checkout.module.css';

interface Props {
  /** Called once the order is placed and the dialog has closed, to put focus somewhere useful. */
  onOrderPlaced: () => void;
}

/** The Checkout button and its dialog. Checkout does not ask for sign-in. */
export function Checkout({ onOrderPlaced }: Props) {
  const lines = useCartStore((state) => state.lines);
  const clear = useCartStore((state) => state.clear);
  const [open, setOpen] = useState(false);
  const placed = useRef(false);

  // Runs after the dialog has closed (its unmounting closes it), when the browser has already tried
  // to hand focus back to the Checkout button, which an empty cart has just disabled.
  useEffect(() => {
    if (open || !placed.current) return;
    placed.current = false;
    onOrderPlaced();
  }, [open, onOrderPlaced]);

  const placeOrder = (details: CheckoutDetails) => {
    const order = buildOrder(details, useCartStore.getState().lines);
    // Orders are not sent anywhere: they are only logged, as one structured entry.
    console.info('[cart] order placed', order);
    placed.current = true;
    setOpen(false);
    clear();
    send('ui/notify', { message: ORDER_PLACED_MESSAGE });
  };

  return (
    <>
      <button type="button" className={styles.checkout} disabled={lines.length === 0} onClick={() => setOpen(true)}>
        Checkout
      </button>
      {open && (
        <Dialog title="Checkout" onClose={() => setOpen(false)}>
          <CheckoutForm total={formatPence(cartTotalPence(lines))} onPlaceOrder={placeOrder} />
        </Dialog>
      )}
    </>
  );
}
