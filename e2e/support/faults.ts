import type { Page, Route } from '@playwright/test';

export type RemoteName = 'shop' | 'cart' | 'auth';

export const REMOTE_ORIGIN: Record<RemoteName, string> = {
  shop: 'http://localhost:3001',
  cart: 'http://localhost:3002',
  auth: 'http://localhost:3003',
};

const EXPOSE: Record<RemoteName, string> = { shop: 'Shop', cart: 'CartPanel', auth: 'AuthModals' };

export type Fault =
  | 'manifest 404'
  | 'manifest 500'
  | 'manifest silent for 10 s'
  | 'manifest not JSON'
  | 'manifest {}'
  | 'manifest names a foreign origin'
  | 'entry 500'
  | 'entry silent for 10 s'
  | 'entry not JavaScript'
  | 'chunk fails'
  | 'stylesheet 404'
  | 'component throws';

/** Where a manifest that names a foreign origin sends the page: an address this machine never serves. */
export const FOREIGN_ORIGIN = 'https://cdn.example.com';

async function silentFor10s(route: Route): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await route.abort('timedout').catch(() => undefined);
}

/** The address of a remote's exposed component's script or stylesheet, whatever its content hash. */
function exposeChunk(remote: RemoteName, extension: 'js' | 'css'): RegExp {
  return new RegExp(`^${REMOTE_ORIGIN[remote]}/__federation_expose_${EXPOSE[remote]}\\.[0-9a-f]+\\.${extension}$`);
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
function serveThrowing(remote: RemoteName, when?: string): (route: Route) => Promise<void> {
  return async (route) => {
    const served = await route.fetch();
    // no-store: the healed chunk must come from the server, not from the cache.
    await route.fulfill({
      response: served,
      headers: { ...served.headers(), 'cache-control': 'no-store' },
      body: throwingComponents(remote, when) + (await served.text()),
    });
  };
}

/** Makes one remote fail in the given way; returns a function that heals it (serves it normally again). */
export async function breakRemote(page: Page, remote: RemoteName, fault: Fault): Promise<() => Promise<void>> {
  const origin = REMOTE_ORIGIN[remote];
  const manifest = `${origin}/mf-manifest.json`;
  const entry = new RegExp(`^${origin}/remoteEntry\\.js(\\?.*)?$`);
  const chunk = exposeChunk(remote, 'js');
  const stylesheet = exposeChunk(remote, 'css');
  let handler: (route: Route) => Promise<void>;
  let url: string | RegExp;
  switch (fault) {
    case 'manifest 404':
    case 'manifest 500':
      url = manifest;
      handler = (route) => route.fulfill({ status: fault === 'manifest 404' ? 404 : 500, body: 'unavailable' });
      break;
    case 'manifest silent for 10 s':
      url = manifest;
      handler = silentFor10s;
      break;
    case 'manifest not JSON':
      url = manifest;
      handler = (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<!doctype html><title>Not found</title>' });
      break;
    case 'manifest {}':
      url = manifest;
      handler = (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      break;
    case 'manifest names a foreign origin':
      url = manifest;
      handler = async (route) => {
        const served = await route.fetch();
        const json = (await served.json()) as { metaData: { publicPath: string } };
        json.metaData.publicPath = `${FOREIGN_ORIGIN}/`;
        await route.fulfill({ response: served, json });
      };
      break;
    case 'entry 500':
      url = entry;
      handler = (route) => route.fulfill({ status: 500, body: 'unavailable' });
      break;
    case 'entry silent for 10 s':
      url = entry;
      handler = silentFor10s;
      break;
    case 'entry not JavaScript':
      url = entry;
      handler = (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '<!doctype html><title>Not found</title>' });
      break;
    case 'stylesheet 404':
      url = stylesheet;
      handler = (route) => route.fulfill({ status: 404, body: 'not found' });
      break;
    case 'chunk fails':
      url = chunk;
      handler = (route) => route.fulfill({ status: 500, body: 'unavailable' });
      break;
    case 'component throws':
      url = chunk;
      handler = serveThrowing(remote);
      break;
  }
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

/**
 * Serves a remote whose component throws at its first render after `trip` (a bug the shopper's next
 * action reaches); `heal` serves it normally again, for a Retry.
 */
export async function renderFaultOnDemand(page: Page, remote: RemoteName): Promise<{ trip: () => Promise<void>; heal: () => Promise<void> }> {
  const chunk = exposeChunk(remote, 'js');
  const handler = serveThrowing(remote, `self.${RENDER_FAULT_GLOBAL} === true`);
  await page.route(chunk, handler);
  return {
    trip: () => page.evaluate((name) => void Object.assign(self, { [name]: true }), RENDER_FAULT_GLOBAL),
    heal: () => page.unroute(chunk, handler),
  };
}
