import { CartLineSchema, z, type CartLine } from '@storefront/shared';
import { cartTotalPence } from '../lines/cartLines';
import { CheckoutSchema, type CheckoutDetails } from './checkoutSchema';

/** The checkout's order payload. Orders are not sent anywhere yet, only logged: the order service does not exist. */
export const OrderSchema = z.extend(CheckoutSchema, {
  cart: z.array(CartLineSchema).check(z.minLength(1)),
  /** Pounds, as a number: the catalogue's unit. */
  totalAmount: z.number().check(z.nonnegative()),
});
export type Order = z.infer<typeof OrderSchema>;

export const ORDER_PLACED_MESSAGE = 'Order placed successfully! Please collect your items.';

export function buildOrder(details: CheckoutDetails, lines: readonly CartLine[]): Order {
  return {
    ...details,
    cart: [...lines],
    // Summed exactly in whole pence, then turned into pounds once: 199880.01, never 199880.00999999998.
    totalAmount: cartTotalPence(lines) / 100,
  };
}
