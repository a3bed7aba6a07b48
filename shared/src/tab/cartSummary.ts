import * as z from '../schema/z';
import { SessionUserSchema } from '../domain/user';

// What a page without the cart's code may know of the tab's cart, never the cart's own storage. Under a
// versioned key: a new shape is a new key, so an old reader finds nothing rather than misreading it.
export const CartSummarySchema = z.object({
  owner: SessionUserSchema.shape.uid,
  count: z.int().check(z.nonnegative()),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const CART_SUMMARY_KEY = 'storefront.cart-summary.v1';

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the tab keeps nothing, and every reader sees an empty cart.
    return undefined;
  }
}

/** null (signed out) forgets it. */
export function writeCartSummary(summary: CartSummary | null): void {
  const storage = tabStorage();
  try {
    if (summary) storage?.setItem(CART_SUMMARY_KEY, JSON.stringify(CartSummarySchema.parse(summary)));
    else storage?.removeItem(CART_SUMMARY_KEY);
  } catch (error) {
    console.warn('[cart summary] not kept for this tab', error);
  }
}

export function readCartCount(owner: string): number {
  const raw = tabStorage()?.getItem(CART_SUMMARY_KEY);
  if (!raw) return 0;
  let parsed: z.infer<typeof CartSummarySchema> | undefined;
  try {
    const result = CartSummarySchema.safeParse(JSON.parse(raw));
    if (result.success) parsed = result.data;
  } catch {
    parsed = undefined;
  }
  if (!parsed) {
    console.warn(`[cart summary] ignored what this tab keeps under ${CART_SUMMARY_KEY}: it does not match its schema`);
    return 0;
  }
  return parsed.owner === owner ? parsed.count : 0;
}
