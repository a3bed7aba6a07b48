import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hostPreset } from '../tools/webpack/hostPreset.mjs';

const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const brand = readJson('./src/brand.json');

export default hostPreset({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  templateParameters: { brand },
  // The header's links to pages outside this storefront; each says so and links back.
  staticPages: readJson('./src/pages/placeholderPages.json').map((page) => ({
    filename: page.file,
    template: './src/pages/placeholder.html',
    templateParameters: { brand, page },
  })),
});
