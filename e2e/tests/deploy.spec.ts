import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { dismissSplash } from '../support/splash';

/**
 * Independent deployment: the shop team ships a new release of its remote, built from its own source,
 * to the URL it is already served from. The host, deployed before and not rebuilt, shows it after a reload.
 */

const REPO = path.resolve(__dirname, '../..');
const LIVE_SHOP_DIST = path.join(REPO, 'remote-shop', 'dist');
const HOST_DIST = path.join(REPO, 'host', 'dist');
// .tmp/ is git-ignored. The copy sits deeper than remote-shop/, so its paths back into the repo change.
const WORK = path.join(REPO, '.tmp', `deploy-${process.pid}`);
const RELEASE = path.join(WORK, 'remote-shop');
const PREVIOUS_DIST = path.join(WORK, 'previous-dist');
const BACK_TO_REPO = path.relative(RELEASE, REPO).split(path.sep).join('/');
const NEW_HEADING = 'Shop — new release';

/** Each file of a build with its size and modification time, to tell that it was not rebuilt. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stats = statSync(path.join(dir, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    });
}

function rewrite(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`nothing changed in ${file}`);
  writeFileSync(file, after);
}

/** Copies remote-shop's source, gives its heading new text and builds it, as the shop team's CI would. */
function buildNewShopRelease(): string {
  cpSync(path.join(REPO, 'remote-shop'), RELEASE, {
    recursive: true,
    filter: (source) => !/[\\/]remote-shop[\\/](node_modules|dist)$/.test(source),
  });
  rewrite(path.join(RELEASE, 'webpack.config.mjs'), (text) => text.replaceAll("'../tools/", `'${BACK_TO_REPO}/tools/`));
  rewrite(path.join(RELEASE, 'tsconfig.json'), (text) => text.replaceAll('"../', `"${BACK_TO_REPO}/`));
  rewrite(path.join(RELEASE, 'src', 'Shop.tsx'), (text) => text.replace(/(<h2\b[^>]*>\s*)Shop(\s*<\/h2>)/, `$1${NEW_HEADING}$2`));
  execFileSync(path.join(REPO, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--config', path.join(RELEASE, 'webpack.config.mjs')], {
    cwd: RELEASE,
    stdio: 'pipe',
  });
  return path.join(RELEASE, 'dist');
}

test.afterAll(() => {
  // Put the shop that was deployed before back, whatever happened, and leave nothing behind.
  if (existsSync(PREVIOUS_DIST)) {
    rmSync(LIVE_SHOP_DIST, { recursive: true, force: true });
    renameSync(PREVIOUS_DIST, LIVE_SHOP_DIST);
  }
  rmSync(WORK, { recursive: true, force: true });
});

test('a rebuilt shop served at the same URL shows in the already-deployed host after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const hostBefore = snapshot(HOST_DIST);
  const heading = (name: string) => page.locator('#shop').getByRole('heading', { level: 2, name, exact: true });

  await page.goto('/');
  await dismissSplash(page);
  await expect(heading('Shop')).toBeVisible();

  const newDist = buildNewShopRelease();
  renameSync(LIVE_SHOP_DIST, PREVIOUS_DIST);
  renameSync(newDist, LIVE_SHOP_DIST);

  await page.reload();
  await dismissSplash(page);
  await expect(heading(NEW_HEADING)).toBeVisible();
  await expect(heading('Shop')).toHaveCount(0);
  await expect(page.locator('#shop').getByTestId('product-card').first()).toBeVisible();

  expect(snapshot(HOST_DIST), 'the host was not rebuilt').toEqual(hostBefore);
});
