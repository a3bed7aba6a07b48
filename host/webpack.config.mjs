import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shopAddress } from '../tools/contracts/shopAddress.mjs';
import { hostPreset } from '../tools/webpack/hostPreset.mjs';
import { webAppManifest } from '../tools/webpack/webAppManifest.mjs';

const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const brand = readJson('./src/brand.json');

export default hostPreset({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  // The page's first script finds the shop's served slot by the contracts' names for it.
  templateParameters: { brand, shop: shopAddress },
  // The trade pages behind the header's links: each prerendered with the header's trade variant, and
  // hydrated by an entry of their own, which has none of the storefront's sections.
  entries: { trade: './src/trade/main.ts' },
  pages: readJson('./src/header/tradePages.json').map((page) => ({
    filename: page.href.slice(1),
    template: './src/trade/page.html',
    entry: 'trade',
    templateParameters: { brand, page },
    render: (prerendered) => prerendered.renderTradePage(page.href),
  })),
  manifest: webAppManifest({ name: brand.name, shortName: brand.shortName, icons: { 192: '/media/icons/icon-192.png', 512: '/media/icons/icon-512.png' } }),
});
