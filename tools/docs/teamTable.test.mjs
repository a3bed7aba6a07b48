import assert from 'node:assert/strict';
import test from 'node:test';
import { APPS } from '../apps.mjs';
import { missingRows, readDoc, TEAM_TABLES, tableFolders } from './teamTable.mjs';

for (const doc of TEAM_TABLES) {
  test(`${doc}: its team table has a row for every app of tools/apps.json, a missing one named`, () => {
    const rows = missingRows(readDoc(new URL('../../', import.meta.url), doc), APPS);
    assert.deepEqual(rows, [], `${doc}'s team table needs the row(s)\n${rows.join('\n')}`);
  });
}

test('a row is found by its folder, and a missing one is written with the app’s name and exposed component', () => {
  const readme = '| folder | team |\n|---|---|\n| `host/` | shell | the page | layout |\n| `remote-cart/` | cart | `cart/CartPanel` | cart |\n';
  assert.deepEqual(tableFolders(readme), ['host', 'remote-cart']);
  const apps = [
    { name: 'cart', folder: 'remote-cart', exposes: { './CartPanel': './src/CartPanel.tsx' } },
    { name: 'wishlist', folder: 'remote-wishlist', exposes: { './Wishlist': './src/Wishlist.tsx' } },
  ];
  assert.deepEqual(missingRows(readme, apps), ['| `remote-wishlist/` | wishlist | `wishlist/Wishlist` | <what the wishlist team owns> |']);
});
