import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { FUNCTION_COPY, shopAddress, shopAddressModule } from './shopAddress.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('the shop’s function is deployed with the contracts’ grammar of shop addresses as it is written', () => {
  const copy = readFileSync(path.join(ROOT, FUNCTION_COPY), 'utf8');
  assert.ok(copy === shopAddressModule(), `${FUNCTION_COPY} is not the contracts' grammar: run node tools/contracts/shopAddress.mjs --write`);
});

test('reads the grammar the contracts define, as the browser’s code reads it', () => {
  assert.equal(shopAddress.formatShopAddress({ category: 'frozen', sort: 'newest', page: 2 }), '/shop/frozen/?sort=newest&page=2');
  assert.deepEqual(shopAddress.parseShopAddress(new URL('https://storefront.example/shop/frozen/oven-chips/extra/')), { ok: false, reason: '/shop/frozen/oven-chips/extra/ is not /shop/, /shop/<category>/ or /shop/<category>/<product>/' });
  assert.equal(shopAddress.SHOP_SLOT_ID, 'shop-view');
});
