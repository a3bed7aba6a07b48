import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lateFilesBySite } from './lateFiles.mjs';

const SITES = { shop: 'https://shop.example/', cart: 'https://cart.example/', auth: 'https://auth.example/' };

test('a late file is counted for the remote whose site it is on, and said to be at the root unless in a build’s folder', () => {
  const figures = lateFilesBySite(
    [
      'https://auth.example/v/4/user-record.1111111111.js',
      'https://auth.example/v/4/683.2222222222.js',
      'https://shop.example/v/2/assets/flour.3333333333.svg',
      'https://cart.example/assets/placeholder.4444444444.svg',
      'https://storefront.example/web-vitals.5555555555.js',
    ],
    SITES,
  );
  assert.deepEqual(figures, {
    shop: { files: ['v/2/assets/flour.3333333333.svg'], atRoot: [] },
    cart: { files: ['assets/placeholder.4444444444.svg'], atRoot: ['assets/placeholder.4444444444.svg'] },
    auth: { files: ['v/4/user-record.1111111111.js', 'v/4/683.2222222222.js'], atRoot: [] },
  });
});

test('a site in a folder of its domain is read from its own folder', () => {
  const figures = lateFilesBySite(['https://cdn.example/auth/v/1/user-record.1111111111.js', 'https://cdn.example/auth/mf-manifest.json'], { auth: 'https://cdn.example/auth/' });
  assert.deepEqual(figures.auth, { files: ['v/1/user-record.1111111111.js', 'mf-manifest.json'], atRoot: ['mf-manifest.json'] });
});
