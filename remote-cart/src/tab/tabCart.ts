import { CartLineSchema, SessionUserSchema, writeCartSummary, z, type CartLine } from '@storefront/shared';

/**
 * The cart kept for this browser tab, so that a signed-in shopper's lines survive a reload, a visit to
 * the trade pages and back, and a Retry of the cart (whose code then runs afresh): whose it is and its
 * lines, in the tab's sessionStorage. It is never sent anywhere: the cart is not stored in the database,
 * and another tab or a closed one starts empty. The key carries the format's version: a new format is a
 * new key, and a value of another shape found under this one is dropped.
 *
 * Not zustand's `persist`: it writes the store from its first change, before the cart knows whose it is
 * (auth/state may arrive after the cart), which would wipe the lines a reload is about to take back, and
 * it restores with no owner check.
 */
export const TabCartSchema = z.object({
  owner: SessionUserSchema.shape.uid,
  lines: z.array(CartLineSchema),
});
export type TabCart = z.infer<typeof TabCartSchema>;

export const TAB_CART_KEY = 'storefront.cart.v1';

/** A stored value as a cart, or undefined when it does not parse (edited by hand, or another version's). */
export function parseTabCart(raw: string): TabCart | undefined {
  try {
    const parsed = TabCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The kept lines `owner` may have back: none of another shopper's, who signed in before them on this tab. */
export function linesOwnedBy(kept: TabCart, owner: string): CartLine[] | undefined {
  return kept.owner === owner ? kept.lines : undefined;
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the cart lives in memory only, as it would without this.
    return undefined;
  }
}

/**
 * The lines this tab keeps for `owner`, if any. Anything else found under the key is dropped from the tab:
 * another shopper's cart silently, one that does not parse with a warning naming the key.
 */
export function takeBackLines(owner: string): CartLine[] | undefined {
  const storage = tabStorage();
  const raw = storage?.getItem(TAB_CART_KEY);
  if (!storage || !raw) return undefined;
  const kept = parseTabCart(raw);
  if (!kept) console.warn(`[cart] dropped the cart this tab kept under ${TAB_CART_KEY}: it does not match its schema`);
  const lines = kept && linesOwnedBy(kept, owner);
  if (!lines) storage.removeItem(TAB_CART_KEY);
  return lines;
}

/**
 * Keeps the cart for the tab, with the summary the pages without the cart's code read (its owner and
 * number of lines). Undefined is "whose it is, not known yet", which writes nothing: the empty cart of a
 * page still starting must not replace the one it will take back. Null (signed out) forgets both.
 */
export function keepForTab(owner: string | null | undefined, lines: readonly CartLine[]): void {
  if (owner === undefined) return;
  const storage = tabStorage();
  try {
    if (owner === null) storage?.removeItem(TAB_CART_KEY);
    else storage?.setItem(TAB_CART_KEY, JSON.stringify({ owner, lines: [...lines] } satisfies TabCart));
  } catch (error) {
    // Full or refused: the cart in memory is untouched, but a reload would not find it.
    console.warn(`[cart] could not keep the cart for this tab under ${TAB_CART_KEY}`, error);
  }
  writeCartSummary(owner === null ? null : { owner, count: lines.length });
}
