import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { dismissSplash } from '../../support/splash';
import { REPO, buildCopy, copyPackage, rewrite, workFolder } from '../../support/tempBuild';

/**
 * Independent deployment: the shop team ships a new release of its remote, built from its own source,
 * to the URL it is already served from. The host, deployed before and not rebuilt, shows it after a reload.
 */

const LIVE_SHOP_DIST = path.join(REPO, 'remote-shop', 'dist');
const HOST_DIST = path.join(REPO, 'host', 'dist');
/** What the new release's exposed module marks the page with as it runs: proof that it is the one served. */
const RELEASE_MARK = 'data-shop-release';
let work: ReturnType<typeof workFolder>;
const previousDist = () => path.join(work.dir, 'previous-dist');

/** Each file of a build with its size and modification time, to tell that it was not rebuilt. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stats = statSync(path.join(dir, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    });
}

/**
 * Copies remote-shop's source, has its exposed module mark the page as it runs (not new words, which
 * are the shop's own) and builds it, as the shop team's CI would.
 */
function buildNewShopRelease(): string {
  const release = copyPackage('remote-shop', work.dir);
  rewrite(path.join(release, 'src', 'Shop.tsx'), (text) => `${text}\ndocument.documentElement.setAttribute('${RELEASE_MARK}', 'new');\n`);
  return buildCopy(release);
}

test.beforeAll(() => {
  work = workFolder('deploy');
});

test.afterAll(() => {
  // Put the shop that was deployed before back, whatever happened, and leave nothing behind.
  if (existsSync(previousDist())) {
    rmSync(LIVE_SHOP_DIST, { recursive: true, force: true });
    renameSync(previousDist(), LIVE_SHOP_DIST);
  }
  work.remove();
});

test('a rebuilt shop served at the same URL shows in the already-deployed host after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const hostBefore = snapshot(HOST_DIST);
  const cards = page.locator('#shop').getByTestId('product-card');

  await page.goto('/');
  await dismissSplash(page);
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute(RELEASE_MARK);

  const newDist = buildNewShopRelease();
  renameSync(LIVE_SHOP_DIST, previousDist());
  renameSync(newDist, LIVE_SHOP_DIST);

  await page.reload();
  await dismissSplash(page);
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute(RELEASE_MARK, 'new');

  expect(snapshot(HOST_DIST), 'the host was not rebuilt').toEqual(hostBefore);
});
