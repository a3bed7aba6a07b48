import { composePage } from './composePage.mjs';
import { buildToServe } from './liveBuild.mjs';
import { BUILD_URL, PAGES_FILE, viewFileAt } from './views.mjs';

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
const NO_RELEASE = JSON.stringify({ builds: [] });

/** The older address of the same view (`/?page=2#groceries`), which the storefront's page opens on its own. */
function olderAddress(url) {
  const category = /^\/shop\/([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1];
  return `/${url.search}#${category ?? 'shop'}`;
}

/**
 * The answer at a shop address: the host's live page with that view's markup, from the shop's live
 * build (or the candidate the address names), in the shop's slot. A failure costs nothing: without the
 * markup the page is the storefront as the host serves it, where the shop loads in the browser; without
 * even that page, the same view at its older address.
 *
 * @param {{ url: URL, hostSite: string, fetch?: typeof fetch, log?: (message: string) => void }} request
 *        hostSite: the host's Hosting site, ending in `/`
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string }>}
 */
export async function answerShopAddress({ url, hostSite, fetch: fetcher = fetch, log = console.warn }) {
  let page;
  try {
    page = await text(fetcher, new URL('index.html', hostSite));
  } catch (error) {
    log(`[shopPage] the storefront's page did not come: ${error.message}`);
    return { status: 302, headers: { Location: olderAddress(url), 'Cache-Control': NOT_KEPT }, body: '' };
  }
  const servePage = (reason) => {
    log(`[shopPage] ${url.pathname}${url.search} served without the shop's markup: ${reason}`);
    return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NOT_KEPT }, body: page };
  };
  try {
    const shopSite = await shopSiteOf(fetcher, hostSite);
    const release = JSON.parse(await text(fetcher, new URL('release.json', shopSite), { missing: NO_RELEASE }));
    const build = buildToServe(release, url.searchParams.get('shop-candidate'));
    const file = viewFileAt(url, JSON.parse(await text(fetcher, new URL(`${build.folder}${PAGES_FILE}`, shopSite))));
    if (!file) return servePage('not an address of the shop');
    const markup = await text(fetcher, new URL(`${build.folder}${file}`, shopSite));
    const manifest = build.base ? new URL(`${build.base}mf-manifest.json`, shopSite).href : undefined;
    const body = composePage(page, markup.replaceAll(BUILD_URL, new URL(build.base, shopSite).href), manifest);
    return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': build.shared ? SHARED_CACHE : NOT_KEPT }, body };
  } catch (error) {
    return servePage(error.message);
  }
}
