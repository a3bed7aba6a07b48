import { composePage } from './composePage.mjs';
import { buildToServe } from './liveBuild.mjs';
import { BUILD_URL, viewFileAt } from './views.mjs';

/** Kept at the edge a minute, then asked again: a release, a rollback or a candidate shows on the next request after it. */
export const SHARED_CACHE = 'public, max-age=0, s-maxage=60';
/** A page without the shop's markup (its site down, a view it has not got) is never kept: the next request tries again. */
export const NOT_KEPT = 'no-store';
/** How long the shop's site has to answer before the page is served without its markup. */
const SHOP_SITE_TIMEOUT_MS = 2500;

async function text(fetcher, url) {
  const response = await fetcher(url, { signal: AbortSignal.timeout(SHOP_SITE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

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
 * @param {{ url: URL, hostSite: string, shopSite: string, fetch?: typeof fetch, log?: (message: string) => void }} request
 *        hostSite, shopSite: the two Hosting sites' addresses, each ending in `/`
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string }>}
 */
export async function answerShopAddress({ url, hostSite, shopSite, fetch: fetcher = fetch, log = console.warn }) {
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
  const file = viewFileAt(url);
  if (!file) return servePage('not an address of the shop');
  try {
    const release = JSON.parse(await text(fetcher, new URL('release.json', shopSite)));
    const build = buildToServe(release, url.searchParams.get('shop-candidate'));
    const markup = await text(fetcher, new URL(`${build.folder}${file}`, shopSite));
    const body = composePage(page, markup.replaceAll(BUILD_URL, new URL(build.base, shopSite).href));
    return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': build.shared ? SHARED_CACHE : NOT_KEPT }, body };
  } catch (error) {
    return servePage(error.message);
  }
}
