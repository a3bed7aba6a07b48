import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shopAddress } from './shopAddress.mjs';

test('reads the grammar the contracts define, as the browser’s code reads it', () => {
  assert.equal(shopAddress.formatShopAddress({ category: 'frozen', sort: 'newest', page: 2 }), '/shop/frozen/?sort=newest&page=2');
  assert.deepEqual(shopAddress.parseShopAddress(new URL('https://storefront.example/shop/frozen/oven-chips/extra/')), { ok: false, reason: '/shop/frozen/oven-chips/extra/ is not /shop/, /shop/<category>/ or /shop/<category>/<product>/' });
  assert.equal(shopAddress.SHOP_SLOT_ID, 'shop-view');
});
