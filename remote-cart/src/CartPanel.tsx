import { useEffect } from 'react';
import { connectCartToBus } from './cart/cartBus';
import { useCartStore } from './store/cartStore';
import { CartSidebar } from './cart/CartSidebar';
import { Checkout } from './checkout/Checkout';

/**
 * The cart team's exposed component (`cart/CartPanel`). It takes no props: it is driven by `cart/add` and
 * `cart/toggle` on the bus and answers with `cart/count` and `cart/open`.
 */
export default function CartPanel() {
  const open = useCartStore((state) => state.open);
  useEffect(() => connectCartToBus(), []);
  return open ? <CartSidebar checkout={Checkout} /> : null;
}
