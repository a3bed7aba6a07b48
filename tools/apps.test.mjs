import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostRemotes } from './apps.mjs';

test('the host is given each remote of the app list by its exposed component, in the list’s order, swappable only where the list says', () => {
  const remotes = [
    { name: 'shop', exposes: { './Shop': './src/Shop.tsx' }, swappable: true },
    { name: 'deals', exposes: { './Deals': './src/Deals.tsx' } },
  ];
  assert.deepEqual(hostRemotes(remotes), { shop: { exposes: 'shop/Shop', swappable: true }, deals: { exposes: 'deals/Deals' } });
  assert.deepEqual(Object.keys(hostRemotes([...remotes].reverse())), ['deals', 'shop']);
});
