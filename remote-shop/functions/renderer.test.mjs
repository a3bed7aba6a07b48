import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runRenderer } from './renderer.mjs';

test('runs a build’s render, its Node modules at hand', () => {
  const renderer = runRenderer("const { format } = require('node:util'); exports.renderSearch = ({ query, page }) => format('<p>%s, page %d</p>', query, page);", 'https://shop.example/v/2/views/render.cjs');
  assert.equal(renderer.renderSearch({ query: 'rice', page: 2 }), '<p>rice, page 2</p>');
});

test('refuses a file that renders no search', () => {
  assert.throws(() => runRenderer('exports.other = 1;', 'https://shop.example/views/render.cjs'), /renders no search/);
});

test('a build’s render loads Node’s own modules only, none of the function’s packages or files', () => {
  assert.throws(() => runRenderer("require('firebase-admin'); exports.renderSearch = () => '';", 'https://shop.example/v/2/views/render.cjs'), /may not load firebase-admin/);
  assert.throws(() => runRenderer("require('./index.mjs'); exports.renderSearch = () => '';", 'https://shop.example/v/2/views/render.cjs'), /may not load \.\/index\.mjs/);
});
