import * as z from '../schema/z';
import { SessionUserSchema } from '../domain/user';

/**
 * What a page without the cart's code (the trade pages behind the header's links) may know of the
 * shopper's cart in this browser tab: whose it is and how many lines it has. The cart writes it whenever
 * its lines change; the reader never sees the cart's own storage. Kept per tab (sessionStorage) like the
 * cart itself, under a versioned key: a change to this shape is a new key, and an old reader then finds
 * nothing rather than misreading it.
 */
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

/** Records the cart's summary for this tab; null when it has no owner (signed out), which forgets it. */
export function writeCartSummary(summary: CartSummary | null): void {
  const storage = tabStorage();
  try {
    if (summary) storage?.setItem(CART_SUMMARY_KEY, JSON.stringify(CartSummarySchema.parse(summary)));
    else storage?.removeItem(CART_SUMMARY_KEY);
  } catch (error) {
    console.warn('[cart summary] not kept for this tab', error);
  }
}

/**
 * The number of lines in `owner`'s cart in this tab: 0 when the tab holds no summary, another shopper's,
 * or one that does not parse (edited by hand, or written by another version), which is said once.
 */
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
