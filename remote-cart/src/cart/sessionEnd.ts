import type { SessionUser } from '@storefront/shared';

type Seen = SessionUser | null | undefined;

/**
 * Whether the shopper the cart was filled for has gone: signed out, or another account signed in (in
 * another tab). The cart is kept for the browser tab, so on a shared computer the next person would
 * otherwise find it, and could check it out. Undefined is "not known yet", which ends nothing.
 */
export function sessionEnded(before: Seen, after: Seen): boolean {
  if (!before || after === undefined) return false;
  return after === null || after.uid !== before.uid;
}
