import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewPreloads } from './viewPreloads.mjs';

test('names a view’s stylesheets and its first picture, at high priority, for the answer’s head', () => {
  const markup = [
    '<link rel="stylesheet" href="https://shop.example/shop.css" />',
    '<div><noscript><nav><a href="/shop/">All</a><link rel="stylesheet" href="https://shop.example/never.css"></nav></noscript>',
    '<img src="https://shop.example/flour.svg" loading="eager" fetchPriority="high"/>',
    '<img src="https://shop.example/rice.svg" loading="eager"/><img src="https://shop.example/tea.svg" loading="lazy"/></div>',
  ].join('');
  assert.equal(viewPreloads(markup), '<https://shop.example/shop.css>; rel=preload; as=style, <https://shop.example/flour.svg>; rel=preload; as=image; fetchpriority=high');
});

test('names nothing for a view that needs nothing first', () => {
  assert.equal(viewPreloads('<div><p>No products</p></div>'), undefined);
});
