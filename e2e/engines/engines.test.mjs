/**
 * The shopper's journey in the engines beside Chromium, as Debian packages them: Firefox ESR and WebKitGTK
 * (Safari's engine). `npm test` runs it after the Playwright suite, against the same builds and the same
 * stack; each test is named by its engine, and so is each failure.
 */
import { after, before, test } from 'node:test';
import { PORTS } from '../../tools/apps.mjs';
import { ENGINES } from './drivers.mjs';
import { shopperJourney } from './journey.mjs';
import { startStack, switchableSite } from './stack.mjs';

const origin = `http://localhost:${PORTS.host}/`;
let shopSite;
let stack;

before(async () => {
  shopSite = await switchableSite(`http://localhost:${PORTS.shop}/`);
  // The page's /env.js and its CSP name the switchable site as the shop's.
  stack = await startStack(origin, { STOREFRONT_SHOP_URL: shopSite.url });
});

after(async () => {
  await stack?.stop();
  await shopSite?.close();
});

for (const [name, open] of Object.entries(ENGINES)) {
  test(`${name}: a shopper browses, filters, opens a product, registers, buys two pack sizes, checks out and logs out, and comes back under the storefront's service worker; the shop's fallback and Retry`, async () => {
    const engine = await open();
    try {
      await shopperJourney(engine, { origin, shopSite, email: `${name}.${Date.now()}@example.com` });
    } finally {
      await engine.close();
    }
  });
}
