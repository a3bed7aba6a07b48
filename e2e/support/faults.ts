import type { Page, Route } from '@playwright/test';

export type RemoteName = 'shop' | 'cart' | 'auth';

export const REMOTE_ORIGIN: Record<RemoteName, string> = {
  shop: 'http://localhost:3001',
  cart: 'http://localhost:3002',
  auth: 'http://localhost:3003',
};

const EXPOSE: Record<RemoteName, string> = { shop: 'Shop', cart: 'CartPanel', auth: 'AuthModals' };

export type Fault = 'manifest 404' | 'manifest 500' | 'manifest silent for 10 s' | 'chunk fails';

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
  }
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}
