/**
 * A build step of the shop (`npm run build -w remote-shop`, after webpack): writes the markup of every
 * view into the build's `views/` folder (functions/views.mjs names each file), with the count of pages
 * of each list, rendered by the shop's own code (src/prerender.tsx) with the class and asset names of the
 * browser build beside it. Each file opens with the shop's styles, which travel with the markup (the
 * contracts' SERVED_STYLES_TYPE), and the link to its stylesheet for a browser with no script. They
 * are files of the build: released, kept under `v/<n>/` and rolled back with it.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerender } from '../../tools/webpack/prerender.mjs';
import { BUILD_URL, listKey, NOT_FOUND_FILE, PAGES_FILE, productFile, productHeadFile, RENDERER_FILE, servedStyles, SITE_URL, SITEMAP_FILE, STYLES_FILE, viewFile } from '../functions/views.mjs';

const dir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(dir, 'dist');

/** The styles the exposed shop needs as it mounts, from the stylesheets its manifest lists. */
function shopStyles() {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const files = manifest.exposes.find((exposed) => exposed.name === 'Shop').assets.css.sync;
  const css = files.map((file) => readFileSync(path.join(dist, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim()).join('');
  return servedStyles(css, files.map((file) => `${BUILD_URL}${file}`));
}

const started = performance.now();
const { renderEveryView, renderEveryProduct, renderNotFound, renderSitemap } = await prerender({ dir, name: 'shop', publicPath: BUILD_URL });
const styles = shopStyles();
let written = 0;
const pages = {};
for (const { category, sort, defaultOrder, page, markup } of renderEveryView()) {
  pages[listKey(category)] = Math.max(pages[listKey(category)] ?? 1, page);
  for (const file of [viewFile({ category, sort, page }), ...(defaultOrder ? [viewFile({ category, page })] : [])]) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), styles + markup);
    written += 1;
  }
}
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
  written += 1;
};
for (const { category, slug, markup, head } of renderEveryProduct(SITE_URL)) {
  write(productFile({ category, product: slug }), styles + markup);
  write(productHeadFile({ category, product: slug }), head);
}
write(NOT_FOUND_FILE, styles + renderNotFound());
write(SITEMAP_FILE, renderSitemap(SITE_URL));
write(STYLES_FILE, styles);
// The render these views came from, which the shop's function runs for a search.
copyFileSync(path.join(dir, 'node_modules', '.cache', 'prerender', 'prerender.cjs'), path.join(dist, RENDERER_FILE));
writeFileSync(path.join(dist, PAGES_FILE), `${JSON.stringify(pages)}\n`);
console.log(`views: ${written} files of served markup in ${Math.round(performance.now() - started)} ms`);
