import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import config from '../../playwright.config';
import { test, expect } from '../../support/fixtures';
import { remoteOrigin } from '../../support/remotes';
import { dismissSplash } from '../../support/splash';
import { useEveryRemote } from '../../support/useEveryRemote';
import { REPO, buildCopy, copyPackage, rewrite, serveBuildAt, workFolder } from '../../support/tempBuild';

/**
 * Contracts never need a host-first deploy (docs/contracts.md). The contracts package's next minor adds
 * a state topic, a command, an optional field of `cart/add` and a helper. A shop built against it runs
 * on today's host; today's remotes run on a host built against it. Neither build is the stack's own.
 */

const TODAY: string = JSON.parse(readFileSync(path.join(REPO, 'shared', 'package.json'), 'utf8')).version;
const [major, minor] = TODAY.split('.').map(Number);
const NEXT_MINOR = `${major}.${(minor ?? 0) + 1}.0`;

/** The contracts' next minor, as the change a team would make: additions only. */
function nextMinorContracts(work: string): string {
  const shared = copyPackage('shared', work);
  rewrite(path.join(shared, 'package.json'), (text) => text.replace(`"version": "${TODAY}"`, `"version": "${NEXT_MINOR}"`));
  rewrite(path.join(shared, 'src', 'bus', 'messages.ts'), (text) =>
    text
      .replace('export const stateTopics = {', "export const stateTopics = {\n  'shop/recently-viewed': z.object({ ids: z.array(z.string()) }),")
      .replace('export const commands = {', "export const commands = {\n  'shop/viewed': z.object({ productId: z.string() }),")
      .replace("'cart/add': z.object({ product: ProductSchema,", "'cart/add': z.object({ source: z.optional(z.string()), product: ProductSchema,"),
  );
  rewrite(path.join(shared, 'src', 'index.ts'), (text) => `${text}export const contractsVersion = (): string => '${NEXT_MINOR}';\n`);
  return shared;
}

const FLOUR = {
  id: 'skew-flour',
  name: 'Plain Flour',
  category: 'Groceries',
  image: '/img/flour.svg',
  price: 6,
  bulkOptions: { '5kg': 6 },
  description: 'Bakery flour.',
};

/**
 * The shop as its team would release it against the next minor: its component also uses the new topic,
 * the new command (nobody handles either on today's page), the new field and the new helper.
 */
function shopOnNextMinor(work: string, shared: string): string {
  const shop = copyPackage('remote-shop', work, { '@storefront/shared': shared });
  // The exposed module stays `./src/Shop.tsx` (tools/apps.json): today's component moves aside, and the
  // exposed one wraps it.
  renameSync(path.join(shop, 'src', 'Shop.tsx'), path.join(shop, 'src', 'ShopToday.tsx'));
  writeFileSync(
    path.join(shop, 'src', 'Shop.tsx'),
    `import { useEffect } from 'react';
import { contractsVersion, publish, send, subscribe } from '@storefront/shared';
import ShopToday from './ShopToday';

export default function Shop() {
  useEffect(() => {
    publish('shop/recently-viewed', { ids: ['${FLOUR.id}'] });
    send('shop/viewed', { productId: '${FLOUR.id}' });
    send('cart/add', { source: 'recently-viewed', product: ${JSON.stringify(FLOUR)}, size: '5kg' });
    return subscribe('shop/recently-viewed', () => undefined);
  }, []);
  return (
    <>
      <p data-testid="contracts-version">{contractsVersion()}</p>
      <ShopToday />
    </>
  );
}
`,
  );
  return buildCopy(shop);
}

/** The host built against the next minor: its first script also uses the new topic and command. */
function hostOnNextMinor(work: string, shared: string): string {
  const host = copyPackage('host', work, { '@storefront/shared': shared });
  writeFileSync(
    path.join(host, 'src', 'nextMinorContracts.ts'),
    `import { contractsVersion, publish, send, subscribe } from '@storefront/shared';

document.documentElement.dataset.contracts = contractsVersion();
subscribe('shop/recently-viewed', () => undefined);
publish('shop/recently-viewed', { ids: [] });
send('shop/viewed', { productId: 'none' });
`,
  );
  rewrite(path.join(host, 'src', 'main.tsx'), (text) => text.replace("import { startStorefront } from './startup/scheduler';", "import './nextMinorContracts';\nimport { startStorefront } from './startup/scheduler';"));
  return buildCopy(host);
}

// The host's page here comes from the test, not from a loopback server, so Chromium would count it as
// public and refuse it the remotes on localhost (Local Network Access); served from the stack, it is not.
test.use({
  launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), '--disable-features=LocalNetworkAccessChecks'] },
});

let work: ReturnType<typeof workFolder>;
let shopDist: string;
let hostDist: string;

test.beforeAll(() => {
  test.setTimeout(600_000);
  work = workFolder('contracts-skew');
  const shared = nextMinorContracts(work.dir);
  shopDist = shopOnNextMinor(work.dir, shared);
  hostDist = hostOnNextMinor(work.dir, shared);
});
test.afterAll(() => work?.remove());

test('a shop built against the next minor of the contracts works on today’s host, with its own copy of them', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  await serveBuildAt(page, remoteOrigin('shop'), shopDist);
  await page.goto('/');
  await dismissSplash(page);
  const shop = page.locator('#shop');
  // Its helper exists only in the next minor: the shop runs its own copy, not the host's older one.
  await expect(shop.getByTestId('contracts-version')).toHaveText(NEXT_MINOR);
  await expect(shop.getByTestId('product-card').first()).toBeVisible();
  // Today's cart takes the `cart/add` with the field it does not know, on the one bus of the page.
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('today’s remotes work on a host built against the next minor of the contracts', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  await serveBuildAt(page, 'http://localhost:3000', hostDist, (pathname) => pathname === '/env.js');
  await page.goto('/');
  await dismissSplash(page);
  await expect(page.locator('html')).toHaveAttribute('data-contracts', NEXT_MINOR);
  await useEveryRemote(page);
});
