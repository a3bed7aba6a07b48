/**
 * The shopper's journey in one engine, through the calls of drivers.mjs: the shop's site down at first
 * (its fallback, then Retry once it is back), browse and filter, a product's detail, a visitor asked to
 * log in who registers, two pack sizes of one product, quantities up and down, checkout, log out, and the
 * next visit under the storefront's service worker. It
 * finds things as the Playwright specs that cross every team do: by role, the names the teams agree on
 * and test ids, never by a team's wording.
 */
import { packSize } from '../support/packSize.ts';
import { css, having, label, role, testId, within, withText } from './locators.mjs';

const PASSWORD = 'bulk-buyer-2025';
const ADDRESS = { Name: 'Asha Patel', Email: 'asha@example.com', Address: '1 Market Street', City: 'Leicester', 'ZIP code': 'LE1 5WW' };
/** How long a step may take to show, as Playwright's expect waits (playwright.config.ts). */
const WAIT_MS = 10_000;
/**
 * A step that waits on a server (a remote's code, the Auth emulator, Firestore's write): on a busy machine
 * as long as a Playwright test may take in all, where the Playwright suite would also retry it once.
 */
const SERVER_WAIT_MS = 60_000;

const describe = (steps) => steps.map((step) => JSON.stringify(step)).join(' › ');

/**
 * @param {import('./drivers.mjs').Engine} engine
 * @param {{ origin: string, shopSite: { down(): void, up(): void }, email: string }} options
 */
export async function shopperJourney(engine, { origin, shopSite, email }) {
  /** Waits until `check` gives something, or fails naming the engine and what it waited for. */
  const until = async (what, check, waitMs = WAIT_MS) => {
    const started = Date.now();
    let last;
    for (;;) {
      last = await check();
      if (last !== undefined && last !== false) return last;
      if (Date.now() - started > waitMs) throw new Error(`${engine.engine}: ${what} (waited ${Math.round((Date.now() - started) / 1000)} s)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const shown = (steps, waitMs) => until(`${describe(steps)} shows`, () => engine.find(steps), waitMs);
  // As Playwright does, a click waits until the element stands still and takes it: WebDriver refuses one
  // that something else on the page (a notification passing over) would receive.
  const click = async (steps) => {
    let refused;
    await until(`${describe(steps)} takes a click`, async () => {
      const element = await engine.find(steps);
      if (!element || !(await engine.settled(element))) return undefined;
      try {
        await engine.click(element);
        return true;
      } catch (error) {
        refused = error;
        return undefined;
      }
    }).catch((error) => {
      throw refused ? new Error(`${error.message}: ${refused.message}`) : error;
    });
  };
  const type = async (steps, text) => engine.type(await shown(steps), text);
  const select = async (steps, value) => engine.select(await shown(steps), value);
  const gone = (steps, waitMs) => until(`${describe(steps)} is gone`, async () => (await engine.count(steps)) === 0, waitMs);
  const hasCount = (steps, count, waitMs) => until(`${describe(steps)}: ${count} of them`, async () => (await engine.count(steps)) === count, waitMs);
  const hasText = (steps, text) => until(`${describe(steps)} reads "${text}"`, async () => (await engine.text(steps))?.trim() === text);
  const is = (steps, property, value) => until(`${describe(steps)}: ${property} is ${value}`, async () => (await engine.property(steps, property)) === value);

  const header = role('banner');
  const shop = css('#shop');
  const cards = within(shop, testId('product-card'));
  const card = (name) => having(cards, role('heading', name));
  const badge = testId('cart-count');
  const login = role('dialog', 'Login');
  const register = role('dialog', 'Register');
  const cart = role('complementary', 'Cart');
  const lines = within(cart, testId('cart-line'));
  const line = (name, size) => withText(withText(lines, name), packSize(size));
  const checkout = role('dialog', 'Checkout');

  // The shop's site is down: its slot shows the fallback while the page works; back up, Retry shows it.
  shopSite.down();
  await engine.goto(origin);
  await until('the splash is taken over or gone', async () => (await engine.find(within(css('#splash'), role('button')))) ?? (await engine.count(css('#splash'))) === 0);
  if ((await engine.count(css('#splash'))) > 0) await engine.pressEscape();
  await gone(css('#splash'));
  await shown(within(css('[data-remote="shop"]'), role('alert')), SERVER_WAIT_MS);
  await click(within(header, role('button', 'Login')));
  await shown(login, SERVER_WAIT_MS);
  await engine.pressEscape();
  await gone(login);
  shopSite.up();
  await click(within(shop, role('button', 'Retry')));

  // Browse and filter.
  await hasCount(cards, 8, SERVER_WAIT_MS);
  await select(within(shop, role('combobox', 'Category')), 'Groceries');
  await hasCount(cards, 5);
  await hasCount(withText(cards, 'Groceries'), 5);

  // A product's detail.
  await click(within(card('Plain Flour'), role('button', 'Plain Flour')));
  const detail = role('dialog', 'Plain Flour');
  await hasCount(within(detail, role('radio')), 3);
  await click(within(detail, role('button', 'Close')));
  await gone(detail);

  // A visitor is asked to log in, and registers.
  await click(within(card('Plain Flour'), role('button', 'Add to cart')));
  await shown(login);
  await hasText(badge, '0');
  await click(within(login, role('button', 'Register instead')));
  await type(within(register, label('Email')), email);
  await type(within(register, label('Password')), PASSWORD);
  await click(within(register, role('button', 'Register')));
  await gone(register, SERVER_WAIT_MS);
  await shown(within(header, role('button', 'Logout')), SERVER_WAIT_MS);

  // Two pack sizes of one product: two lines.
  await select(within(card('Plain Flour'), label('Pack size')), '5kg');
  await click(within(card('Plain Flour'), role('button', 'Add to cart')));
  await hasText(badge, '1');
  await select(within(card('Plain Flour'), label('Pack size')), '10kg');
  await click(within(card('Plain Flour'), role('button', 'Add to cart')));
  await hasText(badge, '2');

  // Quantities up and down in the cart.
  await click(within(header, role('button', /^Cart/)));
  await hasCount(lines, 2);
  const flour10 = line('Plain Flour', '10kg');
  const quantity = within(flour10, testId('cart-line-quantity'));
  const minus = within(flour10, role('button', 'Decrease quantity'));
  await hasText(quantity, '1');
  await is(minus, 'disabled', true);
  await click(within(flour10, role('button', 'Increase quantity')));
  await hasText(quantity, '2');
  await is(minus, 'disabled', false);
  await click(minus);
  await hasText(quantity, '1');
  await hasText(within(line('Plain Flour', '5kg'), testId('cart-line-quantity')), '1');

  // Checkout.
  await click(within(cart, role('button', 'Checkout')));
  for (const [field, value] of Object.entries(ADDRESS)) await type(within(checkout, role('textbox', field)), value);
  await click(within(checkout, role('button', 'Place order')));
  await gone(checkout);
  await shown(within(cart, testId('cart-empty')));
  await hasText(badge, '0');

  // Log out.
  await click(within(cart, role('button', 'Close cart')));
  await gone(cart);
  await click(within(header, role('button', 'Logout')));
  await shown(within(header, role('button', 'Login')), SERVER_WAIT_MS);
  await gone(within(header, role('button', 'Logout')));

  // The storefront's service worker, registered once the visit settled, serves the next.
  await engine.goto(origin);
  await until('the service worker controls the page', () => engine.workerControls(), SERVER_WAIT_MS);
  await hasCount(cards, 8, SERVER_WAIT_MS);
}
