/**
 * The shop's slot in the host's page, by the contracts' names for it (shared/src/shopAddress/shopAddress.ts):
 * the server at a shop address fills it and marks it served; the shop's own render replaces it.
 */
import { shopAddress } from '../../tools/contracts/shopAddress.mjs';

const { SERVED_MARK, SHOP_SLOT_ID } = shopAddress;
export { SHOP_SLOT_ID };

/** The slot, as a locator's selector. */
export const SHOP_SLOT = `#${SHOP_SLOT_ID}`;

/** The slot as a response's HTML holds it once the shop's function has filled it. */
export const SERVED_SLOT = `id="${SHOP_SLOT_ID}" ${SERVED_MARK}`;

/** The slot as the host's page holds it where no server filled it: the page's placeholder inside. */
export const UNSERVED_SLOT = `<div id="${SHOP_SLOT_ID}"><div`;
