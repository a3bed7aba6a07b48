import { SERVED_MARK, SHOP_SLOT_ID } from '@storefront/shared';

// Read before the page hydrates, so that it keeps the served view until the shop renders the same. An older
// build's view links its stylesheet: a copy in the head keeps styling the shop once the served markup has gone.
export function takeServedShop(doc: Document | undefined = globalThis.document): string | undefined {
  const slot = doc?.getElementById(SHOP_SLOT_ID);
  if (!doc || !slot?.hasAttribute(SERVED_MARK)) return undefined;
  for (const link of slot.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!doc.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(link.href)}"]`)) doc.head.append(link.cloneNode());
  }
  return slot.innerHTML;
}
