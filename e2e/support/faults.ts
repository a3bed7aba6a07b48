import type { Page, Route } from '@playwright/test';
import { exposedName, remoteOrigin, type RemoteName } from './remotes';

/** Where a manifest that names a foreign origin sends the page: an address this machine never serves. */
export const FOREIGN_ORIGIN = 'https://cdn.example.com';

async function silentFor10s(route: Route): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await route.abort('timedout').catch(() => undefined);
}

/** The address of a remote's exposed component's script or stylesheet, whatever its content hash. */
function exposeChunk(remote: RemoteName, extension: 'js' | 'css'): RegExp {
  return new RegExp(`^${remoteOrigin(remote)}/__federation_expose_${exposedName(remote)}\\.[0-9a-f]+\\.${extension}$`);
}

/** The page global that trips a render fault put in with `renderFaultOnDemand`. */
const RENDER_FAULT_GLOBAL = '__storefrontRenderFault';

/**
 * Put before a remote's expose chunk, this makes every component it defines throw when rendered (when
 * `when`, a script expression, is true at that render): the remote is served, loads, and then fails
 * inside React, as a release with a bug would. It also stays in the remote's chunk array, so a Retry
 * that does not clear that array renders the broken code again.
 */
function throwingComponents(remote: RemoteName, when = 'true'): string {
  return `(() => {
    const chunks = (self.storefront_${remote}_chunks = self.storefront_${remote}_chunks || []);
    const push = chunks.push;
    chunks.push = function (chunk) {
      chunks.push = push;
      const factories = chunk[1];
      for (const id of Object.keys(factories)) {
        const factory = factories[id];
        factories[id] = function (module) {
          factory.apply(this, arguments);
          if (typeof module.exports?.default === 'function') {
            const Component = module.exports.default;
            module.exports = { __esModule: true, default: function () {
              if (${when}) throw new Error('injected render fault');
              return Component.apply(this, arguments);
            } };
          }
        };
      }
      return push.apply(this, arguments);
    };
  })();\n`;
}

/** Serves a remote's expose chunk with throwingComponents put before it. */
async function serveThrowing(route: Route, remote: RemoteName, when?: string): Promise<void> {
  const served = await route.fetch();
  // no-store: the healed chunk must come from the server, not from the cache.
  await route.fulfill({
    response: served,
    headers: { ...served.headers(), 'cache-control': 'no-store' },
    body: throwingComponents(remote, when) + (await served.text()),
  });
}

async function serveForeignPublicPath(route: Route): Promise<void> {
  const served = await route.fetch();
  const json = (await served.json()) as { metaData: { publicPath: string } };
  json.metaData.publicPath = `${FOREIGN_ORIGIN}/`;
  await route.fulfill({ response: served, json });
}

const TARGET = {
  manifest: (remote: RemoteName): string => `${remoteOrigin(remote)}/mf-manifest.json`,
  // A Retry asks for the entry again as remoteEntry.js?retry=<n> (host/src/federation/retryAddressPlugin.ts).
  entry: (remote: RemoteName): RegExp => new RegExp(`^${remoteOrigin(remote)}/remoteEntry\\.js(\\?.*)?$`),
  chunk: (remote: RemoteName): RegExp => exposeChunk(remote, 'js'),
  stylesheet: (remote: RemoteName): RegExp => exposeChunk(remote, 'css'),
};

type Handler = (route: Route, remote: RemoteName) => Promise<void>;

function respond(options: Parameters<Route['fulfill']>[0]): Handler {
  return (route) => route.fulfill(options);
}

/** A host's HTML error page, served with a 200 by a rewrite that catches missing files. */
const HTML_PAGE = '<!doctype html><title>Not found</title>';

// A table rather than a switch so that a new fault is one line, and Fault follows from it.
const FAULTS = {
  'manifest 404': { at: 'manifest', handler: respond({ status: 404, body: 'unavailable' }) },
  'manifest 500': { at: 'manifest', handler: respond({ status: 500, body: 'unavailable' }) },
  'manifest silent for 10 s': { at: 'manifest', handler: silentFor10s },
  'manifest not JSON': { at: 'manifest', handler: respond({ status: 200, contentType: 'application/json', body: HTML_PAGE }) },
  'manifest {}': { at: 'manifest', handler: respond({ status: 200, contentType: 'application/json', body: '{}' }) },
  'manifest names a foreign origin': { at: 'manifest', handler: serveForeignPublicPath },
  'entry 500': { at: 'entry', handler: respond({ status: 500, body: 'unavailable' }) },
  'entry silent for 10 s': { at: 'entry', handler: silentFor10s },
  'entry not JavaScript': { at: 'entry', handler: respond({ status: 200, contentType: 'text/javascript', body: HTML_PAGE }) },
  'chunk fails': { at: 'chunk', handler: respond({ status: 500, body: 'unavailable' }) },
  'stylesheet 404': { at: 'stylesheet', handler: respond({ status: 404, body: 'not found' }) },
  'component throws': { at: 'chunk', handler: serveThrowing },
} satisfies Record<string, { at: keyof typeof TARGET; handler: Handler }>;

export type Fault = keyof typeof FAULTS;

/** Makes one remote fail in the given way; returns a function that heals it (serves it normally again). */
export async function breakRemote(page: Page, remote: RemoteName, fault: Fault): Promise<() => Promise<void>> {
  const { at, handler } = FAULTS[fault];
  const url = TARGET[at](remote);
  // unroute removes only the very function given to route, so both get this one.
  const routed = (route: Route) => handler(route, remote);
  await page.route(url, routed);
  return () => page.unroute(url, routed);
}

/**
 * Serves a remote whose component throws at its first render after `trip` (a bug the shopper's next
 * action reaches); `heal` serves it normally again, for a Retry.
 */
export async function renderFaultOnDemand(page: Page, remote: RemoteName): Promise<{ trip: () => Promise<void>; heal: () => Promise<void> }> {
  const chunk = exposeChunk(remote, 'js');
  const handler = (route: Route) => serveThrowing(route, remote, `self.${RENDER_FAULT_GLOBAL} === true`);
  await page.route(chunk, handler);
  return {
    trip: () => page.evaluate((name) => void Object.assign(self, { [name]: true }), RENDER_FAULT_GLOBAL),
    heal: () => page.unroute(chunk, handler),
  };
}
