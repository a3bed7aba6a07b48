import type { Page, Route } from '@playwright/test';

export type RemoteName = 'shop' | 'cart' | 'auth';

export const REMOTE_ORIGIN: Record<RemoteName, string> = {
  shop: 'http://localhost:3001',
  cart: 'http://localhost:3002',
  auth: 'http://localhost:3003',
};

const EXPOSE: Record<RemoteName, string> = { shop: 'Shop', cart: 'CartPanel', auth: 'AuthModals' };

export type Fault = 'manifest 404' | 'manifest 500' | 'manifest silent for 10 s' | 'chunk fails' | 'component throws';

/**
 * Put before a remote's expose chunk, this makes every component it defines throw when rendered: the
 * remote is served, loads, and then fails inside React, as a release with a bug would. It also stays in
 * the remote's chunk array, so a Retry that does not clear that array renders the broken code again.
 */
function throwingComponents(remote: RemoteName): string {
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
            module.exports = { __esModule: true, default: () => { throw new Error('injected render fault'); } };
          }
        };
      }
      return push.apply(this, arguments);
    };
  })();\n`;
}

/** Makes one remote fail in the given way; returns a function that heals it (serves it normally again). */
export async function breakRemote(page: Page, remote: RemoteName, fault: Fault): Promise<() => Promise<void>> {
  const origin = REMOTE_ORIGIN[remote];
  const manifest = `${origin}/mf-manifest.json`;
  const chunk = new RegExp(`^${origin}/__federation_expose_${EXPOSE[remote]}\\.[0-9a-f]+\\.js$`);
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
      handler = async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await route.abort('timedout').catch(() => undefined);
      };
      break;
    case 'chunk fails':
      url = chunk;
      handler = (route) => route.fulfill({ status: 500, body: 'unavailable' });
      break;
    case 'component throws':
      url = chunk;
      handler = async (route) => {
        const served = await route.fetch();
        // no-store: the healed chunk must come from the server, not from the cache.
        await route.fulfill({
          response: served,
          headers: { ...served.headers(), 'cache-control': 'no-store' },
          body: throwingComponents(remote) + (await served.text()),
        });
      };
      break;
  }
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}
