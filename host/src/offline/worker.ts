/// <reference lib="webworker" />
// The storefront's service worker (built into /sw.js by Workbox's InjectManifest): routes.ts decides what is
// kept, by address; this says how. A new deploy's worker takes over at once: an open page asks only for its
// own deploy's files, by their content names, which the site keeps and any build's worker serves.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { keepingOf, type Keeping } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL = '/index.html';
/** A slower network than this is as good as none for a return visit: the last answer opens the page. */
const LIVE_TIMEOUT_S = 3;
/** The size limit of the builds' files kept: some ten builds of every remote; the oldest used go first. */
const MOST_BUILD_FILES = 400;
const MOST_PICTURES = 120;
const PICTURE_DAYS = 30;

// A script or picture from a remote's site is asked for without CORS, and its answer would be opaque: of
// unknown size to the browser's quota (each counted as megabytes). The sites answer CORS, so the worker asks so.
const askWithCors: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => (request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request),
};
// An answer the server said not to keep (the shop's function's own failures among them) is never the last answer.
const notIfNotStored: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (/no-store|private/.test(response.headers.get('Cache-Control') ?? '') ? null : response),
};
const answered = new CacheableResponsePlugin({ statuses: [0, 200] });

const STRATEGIES: Record<Exclude<Keeping, 'shell'>, Strategy> = {
  immutable: new CacheFirst({ cacheName: 'builds', plugins: [askWithCors, answered, new ExpirationPlugin({ maxEntries: MOST_BUILD_FILES, purgeOnQuotaError: true })] }),
  live: new NetworkFirst({ cacheName: 'live', networkTimeoutSeconds: LIVE_TIMEOUT_S, plugins: [new CacheableResponsePlugin({ statuses: [200] }), notIfNotStored] }),
  picture: new CacheFirst({
    cacheName: 'pictures',
    plugins: [askWithCors, answered, new ExpirationPlugin({ maxEntries: MOST_PICTURES, maxAgeSeconds: PICTURE_DAYS * 24 * 3600, purgeOnQuotaError: true })],
  }),
};

void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL(SHELL);
registerRoute(
  ({ url, request }) => keepingOf({ url, method: request.method, mode: request.mode }, self.location.origin) !== undefined,
  (options) => {
    const keeping = keepingOf({ url: options.url, method: options.request.method, mode: options.request.mode }, self.location.origin);
    return keeping === 'shell' ? shell(options) : STRATEGIES[keeping ?? 'live'].handle(options);
  },
);

// A picture never seen, with the network gone: a plain frame in its place, kept nowhere, rather than a broken one.
const NOT_YET_SEEN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e3e6df"/></svg>`;

// A page the device has not kept, with the network gone: the storefront's page, which shows any shop address.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(SHELL)) ?? Response.error();
  if (request.destination === 'image') return new Response(NOT_YET_SEEN, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
  return Response.error();
});
