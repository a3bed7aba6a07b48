import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/webpack/createConfig.mjs';
import { prerender } from '../tools/webpack/prerender.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const brand = readJson('./src/brand.json');

/** @param {string} firstScreen  the page's first render as HTML, put in index.html's #root */
const hostApp = (firstScreen) =>
  createConfig({
    dir,
    name: 'host',
    prerendered: true,
    templateParameters: { brand, firstScreen },
    // The header's links to pages outside this storefront; each says so and links back.
    staticPages: readJson('./src/pages/placeholderPages.json').map((page) => ({
      filename: page.file,
      template: './src/pages/placeholder.html',
      templateParameters: { brand, page },
    })),
  });

// Production pages carry their first screen as HTML; the dev server renders in the browser only.
export default async function hostConfig(env, argv) {
  const firstScreen = argv.mode === 'production' ? await prerender({ dir, name: 'host' }) : '';
  return hostApp(firstScreen)(env, argv);
}
