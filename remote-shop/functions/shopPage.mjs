import { buildToServe } from './liveBuild.mjs';
import { NO_RELEASE, RELEASE_FILE, ReleaseFileSchema } from './releaseFile.mjs';
import { minuteMemory } from './minuteMemory.mjs';
import { pageComposer } from './pageComposer.mjs';
import { parseShopAddress, parseShopPath, SITEMAP_PATH } from './shopAddress.mjs';
import { viewPreloads } from './viewPreloads.mjs';
import { BUILD_URL, NOT_FOUND_FILE, PAGES_FILE, productHeadFile, RENDERER_FILE, SITE_URL, SITEMAP_FILE, STYLES_FILE, viewFileAt } from './views.mjs';
import { runRenderer } from './renderer.mjs';

/** Kept at the edge a minute, then asked again: a release, a rollback or a candidate shows on the next request after it. */
export const SHARED_CACHE = 'public, max-age=0, s-maxage=60';
/** A page without the shop's markup (its site down, a view it has not got) is never kept: the next request tries again. */
export const NOT_KEPT = 'no-store';
/** How long the shop's site has to answer before the page is served without its markup. */
const SHOP_SITE_TIMEOUT_MS = 2500;

async function text(fetcher, url, { missing } = {}) {
  const response = await fetcher(url, { signal: AbortSignal.timeout(SHOP_SITE_TIMEOUT_MS) });
  if (response.status === 404 && missing !== undefined) return missing;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The shop's site as the page's runtime config names it (`/env.js` of the host's site, the contracts'
 * `self.__STOREFRONT_CONFIG__={…};`): the markup comes from the very site the page loads the shop from.
 */
async function shopSiteOf(fetcher, hostSite) {
  const script = await text(fetcher, new URL('env.js', hostSite));
  const config = JSON.parse(script.slice(script.indexOf('=') + 1).trim().replace(/;$/, ''));
  if (typeof config?.remotes?.shop !== 'string') throw new Error(`${hostSite}env.js names no shop`);
  return config.remotes.shop;
}

/** A site before its first release has no release file: one build at its root. */
const NO_RELEASE_FILE = JSON.stringify(NO_RELEASE);

/** The older address of the same view (`/?page=2#groceries`), which the storefront's page opens on its own. */
function olderAddress(url) {
  const path = parseShopPath(url.pathname);
  return `/${url.search}#${(path.ok && path.value.category) || 'shop'}`;
}

/**
 * What an instance keeps between the requests it answers: what it fetched in the last minute
 * (minuteMemory.mjs), and, for each host, the shop's site its runtime config named last, whose release
 * file is asked for beside the config that names it now (and used only once the config has said the same).
 * Before any config has named one, the shop's site the function was deployed with (`shopSite`) stands in:
 * a new instance then asks for its release file in the first round trip too.
 * @param {() => number} [now]
 * @param {{ shopSite?: string }} [deployed]  shopSite: the shop team's own site, ending in `/`
 */
export function instanceMemory(now = Date.now, { shopSite } = {}) {
  return { kept: minuteMemory(undefined, now), shopSites: new Map(), shopSite };
}

/** This instance's: a warm instance reuses it from one request to the next. */
const INSTANCE = instanceMemory(Date.now, { shopSite: process.env.STOREFRONT_SHOP_URL || undefined });

/**
 * The host's page and the markup of the view an address shows, each as soon as what it needs has come:
 * the page and the runtime config; then the release file of the shop's site the config names; then the
 * view and the build's pages file side by side (the pages file tells only where the address names a page
 * past the end of its list). Nothing the instance fetched in the last minute is fetched again, the view
 * included: within the minute a warm instance answers with no fetch at all, and after it in two round
 * trips in a row, the page, the config and the release file of the site the config named last, then the
 * view. A new instance does the same with the shop's site it was deployed with; with none, or where the
 * config names another, one round trip more. A candidate's release file is read afresh.
 */
function fetchPageAndView({ url, hostSite, fetcher, memory }) {
  const { kept, shopSites } = memory;
  const get = (address, options) => text(fetcher, address, options);
  const pageUrl = new URL('index.html', hostSite).href;
  const page = kept(pageUrl, async () => {
    const html = await get(pageUrl);
    try {
      return { html, compose: pageComposer(html) };
    } catch (error) {
      return { html, noSlot: error };
    }
  });
  const releaseAt = (site) => new URL(RELEASE_FILE, site).href;
  const readRelease = async (site) => ReleaseFileSchema.parse(JSON.parse(await get(releaseAt(site), { missing: NO_RELEASE_FILE })));
  const releaseOf = (site) => kept(releaseAt(site), () => readRelease(site));
  const shopSiteNamedLast = shopSites.get(hostSite) ?? memory.shopSite;
  if (shopSiteNamedLast) void releaseOf(shopSiteNamedLast);
  const view = (async () => {
    const shopSite = await kept(new URL('env.js', hostSite).href, () => shopSiteOf(fetcher, hostSite));
    shopSites.set(hostSite, shopSite);
    const candidate = url.searchParams.get('shop-candidate');
    // A release's check asks for its candidate as soon as the release file names it: read afresh.
    const release = await (candidate === null ? releaseOf(shopSite) : readRelease(shopSite));
    const build = buildToServe(release, candidate);
    const address = parseShopAddress(url);
    const fileNamed = viewFileAt(url);
    const inBuild = (file) => new URL(`${build.folder}${file}`, shopSite);
    const pagesAddress = inBuild(PAGES_FILE).href;
    const markupOf = (file) => {
      const address = inBuild(file).href;
      return kept(address, async () => {
        const markup = await get(address, { missing: null });
        return markup === null ? null : { markup, preloads: viewPreloads(markup) };
      });
    };
    const base = new URL(build.base, shopSite).href;
    // The page loads the very build its view came from: the slot names its manifest where it is one of the site's kept builds.
    const manifest = build.base ? new URL('mf-manifest.json', base).href : undefined;
    const named = (text) => text.replaceAll(BUILD_URL, base).replaceAll(SITE_URL, hostSite);
    const shown = (found, more) => ({ markup: named(found.markup), preloads: found.preloads && named(found.preloads), shared: build.shared, manifest, ...more });
    if (address.ok && address.value.query !== undefined) {
      // A search no file can hold: the build's own render of it, run here.
      const rendererAddress = inBuild(RENDERER_FILE).href;
      const stylesAddress = inBuild(STYLES_FILE).href;
      const [renderer, styles] = await Promise.all([kept(rendererAddress, async () => runRenderer(await get(rendererAddress), rendererAddress)), kept(stylesAddress, () => get(stylesAddress))]);
      const markup = styles + renderer.renderSearch(address.value);
      return shown({ markup, preloads: viewPreloads(markup) });
    }
    if (!fileNamed) return undefined;
    if (address.ok && address.value.product !== undefined) {
      const headAddress = inBuild(productHeadFile(address.value)).href;
      const [product, head] = await Promise.all([markupOf(fileNamed), kept(headAddress, () => get(headAddress, { missing: null }))]);
      if (product !== null && head !== null) return shown(product, { head: named(head) });
      // A product the build has not got: the plain word that it is not there, and a way to the shop.
      const missing = await markupOf(NOT_FOUND_FILE);
      if (missing === null) throw new Error(`${inBuild(NOT_FOUND_FILE)} answered 404`);
      return shown(missing, { status: 404 });
    }
    const [markupNamed, pages] = await Promise.all([markupOf(fileNamed), kept(pagesAddress, async () => JSON.parse(await get(pagesAddress)))]);
    const file = viewFileAt(url, pages);
    // A page past the end of its list is its last: one round trip more.
    const found = file === fileNamed ? markupNamed : await markupOf(file);
    if (found === null) throw new Error(`${inBuild(file)} answered 404`);
    return shown(found);
  })();
  // Where the page does not come, nobody waits for the view.
  view.catch(() => undefined);
  return { page, view };
}

/**
 * The host site's sitemap, as the shop's live build writes it from its catalogue, naming the site asked:
 * a release lists its products without a deploy of the host. Without the build, a 503 a search engine
 * asks again for.
 */
async function answerSitemap({ hostSite, fetcher, memory }) {
  try {
    const shopSite = await memory.kept(new URL('env.js', hostSite).href, () => shopSiteOf(fetcher, hostSite));
    const release = await memory.kept(new URL('release.json', shopSite).href, async () => JSON.parse(await text(fetcher, new URL('release.json', shopSite), { missing: NO_RELEASE })));
    const address = new URL(`${buildToServe(release, null).folder}${SITEMAP_FILE}`, shopSite).href;
    const body = await memory.kept(address, () => text(fetcher, address));
    return { status: 200, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SHARED_CACHE }, body: body.replaceAll(SITE_URL, hostSite) };
  } catch {
    return { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_KEPT, 'Retry-After': '60' }, body: 'Not available right now.' };
  }
}

/**
 * The answer at a shop address: the host's live page with that view's markup, from the shop's live
 * build (or the candidate the address names), in the shop's slot. A failure costs nothing: without the
 * markup the page is the storefront as the host serves it, where the shop loads in the browser; without
 * even that page, the same view at its older address.
 *
 * @param {{ url: URL, hostSite: string, fetch?: typeof fetch, log?: (message: string) => void, memory?: ReturnType<typeof instanceMemory> }} request
 *        hostSite: the host's Hosting site, ending in `/`; memory: what is kept between requests (this instance's)
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string }>}
 */
export async function answerShopAddress({ url, hostSite, fetch: fetcher = fetch, log = console.warn, memory = INSTANCE }) {
  if (url.pathname === SITEMAP_PATH) return answerSitemap({ hostSite, fetcher, memory });
  const { page, view } = fetchPageAndView({ url, hostSite, fetcher, memory });
  let served;
  try {
    served = await page;
  } catch (error) {
    log(`[shopPage] the storefront's page did not come: ${error.message}`);
    return { status: 302, headers: { Location: olderAddress(url), 'Cache-Control': NOT_KEPT }, body: '' };
  }
  const servePage = (reason) => {
    log(`[shopPage] ${url.pathname}${url.search} served without the shop's markup: ${reason}`);
    return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NOT_KEPT }, body: served.html };
  };
  try {
    const shown = await view;
    if (!shown) return servePage('not an address of the shop');
    if (served.noSlot) throw served.noSlot;
    const body = served.compose(shown.markup, shown.manifest, shown.head);
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': shown.shared ? SHARED_CACHE : NOT_KEPT };
    return { status: shown.status ?? 200, headers: shown.preloads ? { ...headers, Link: shown.preloads } : headers, body };
  } catch (error) {
    return servePage(error.message);
  }
}
