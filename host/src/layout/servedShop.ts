import { SERVED_MARK, SHOP_SLOT_ID } from '@storefront/shared';

/**
 * The shop's markup the server put in the page's shop slot (the contracts' SHOP_SLOT_ID), if it did, read before the page hydrates so that the
 * page keeps it, as served, until the shop itself replaces it with the same view. Its styles came with
 * it, adopted by the page's first script; a view of an older build links its stylesheet at its start
 * instead, and a copy of that link goes to the document's head, where it stays styling the shop once the
 * served markup has gone (and the shop's container takes it as its own, loaded).
 * None in the build's render, or where the slot holds the skeleton.
 */
export function takeServedShop(doc: Document | undefined = globalThis.document): string | undefined {
  const slot = doc?.getElementById(SHOP_SLOT_ID);
  if (!doc || !slot?.hasAttribute(SERVED_MARK)) return undefined;
  for (const link of slot.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!doc.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(link.href)}"]`)) doc.head.append(link.cloneNode());
  }
  return slot.innerHTML;
}
