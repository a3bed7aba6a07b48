import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { REMOTE_NAMES, remoteOrigin } from '../../support/remotes';
import { dismissSplash } from '../../support/splash';
import { TRADE_PAGES } from '../../support/tradePages';
import { APPS } from '../../../tools/apps.mjs';
import { readTokens } from '../../../tools/brandTokens.mjs';

/**
 * The brand's values are written once, in the contracts' stylesheet (shared/src/brand/tokens.css), and
 * every page of every team paints with them, the remotes' own pages included: on each page here, each
 * token is set exactly once, in the files the page is served (the host's in its HTML, for the first
 * paint), and once every token is changed there, as an edit of that one file would change it, every
 * team's part of the page paints with the changed values and none of the old ones.
 */

const TOKENS = readTokens();
const TEAMS: string[] = APPS.map(({ name }: { name: string }) => name);
const OUR_ORIGINS = new Set(APPS.map(({ port }: { port: number }) => `http://localhost:${port}`));

/** A token's value changed: a colour inverted, a radius half a pixel larger. */
function changed(value: string): string {
  if (value.startsWith('#')) return `#${(0xffffff - parseInt(value.slice(1), 16)).toString(16).padStart(6, '0')}`;
  return `${parseFloat(value) + 0.5}px`;
}

/** The value as the browser computes it: `rgb(20, 83, 45)`, `6px`. */
function computed(value: string): string {
  if (!value.startsWith('#')) return value;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const OLD = [...TOKENS.values()].map(computed);
const CHANGED = [...TOKENS.values()].map((value) => computed(changed(value)));

/**
 * Notes, by token, what sets it on the page, as its files arrive: `document` for the page's HTML (its
 * inline styles), `stylesheet` for a stylesheet of ours, any team's.
 */
function noteWhatSetsTheTokens(page: Page): Map<string, string[]> {
  const setBy = new Map([...TOKENS.keys()].map((name) => [name, [] as string[]]));
  page.on('response', async (response) => {
    const kind = response.request().resourceType();
    if (!OUR_ORIGINS.has(new URL(response.url()).origin) || (kind !== 'document' && kind !== 'stylesheet')) return;
    const body = await response.text().catch(() => '');
    for (const [name, value] of TOKENS) {
      const declarations = body.match(new RegExp(`${name}\\s*:\\s*${value}(?![\\w.])`, 'gi')) ?? [];
      setBy.get(name)?.push(...declarations.map(() => kind));
    }
  });
  return setBy;
}

/**
 * Changes every token where the page sets it, as an edit of the contracts' stylesheet would: in the one
 * rule of the page's own styles that declares them. Resolves to how many rules declared them.
 */
function changeTokens(page: Page): Promise<number> {
  return page.evaluate((tokens: [string, string][]) => {
    const rules = [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          // Another origin's stylesheet (a remote's, on the storefront) keeps its rules to itself.
          return [];
        }
      })
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && tokens.some(([name]) => rule.style.getPropertyValue(name) !== ''));
    for (const rule of rules) for (const [name, value] of tokens) rule.style.setProperty(name, value);
    return rules.length;
  }, [...TOKENS].map(([name, value]): [string, string] => [name, changed(value)]));
}

/** Each token set once, by `kind`: what noteWhatSetsTheTokens should have noted. */
const onceBy = (kind: string) => Object.fromEntries([...TOKENS.keys()].map((name) => [name, [kind]]));

/**
 * The teams whose elements paint with a changed value, set on the element itself (a colour its parent
 * does not have, a background, a drawn border or outline, a rounded corner), and each element that paints
 * with an old one.
 */
function paints(page: Page) {
  return page.evaluate(
    ({ old, changed, teams }) => {
      const teamOf = (element: Element | null): string | undefined => {
        for (let at = element; at; at = at.parentElement) {
          const classes = (at.getAttribute('class') ?? '').split(/\s+/);
          const team = teams.find((name) => classes.some((name_) => name_.startsWith(`${name}-`)));
          if (team) return team;
        }
        return undefined;
      };
      const painted = (element: Element): string[] => {
        const style = getComputedStyle(element);
        const parent = element.parentElement && getComputedStyle(element.parentElement);
        const values = [style.backgroundColor, style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius];
        if (style.color !== parent?.color) values.push(style.color);
        for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
          if (style[`border${side}Style`] !== 'none' && parseFloat(style[`border${side}Width`]) > 0) values.push(style[`border${side}Color`]);
        }
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) values.push(style.outlineColor);
        return values;
      };
      const teamsPainting = new Set<string>();
      const oldPainted: string[] = [];
      for (const element of document.querySelectorAll('*')) {
        const values = painted(element);
        const team = teamOf(element);
        if (team && values.some((value) => changed.includes(value))) teamsPainting.add(team);
        const olds = values.filter((value) => old.includes(value));
        if (olds.length > 0) oldPainted.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${olds.join(', ')}`);
      }
      return { teams: [...teamsPainting].sort(), old: oldPainted.slice(0, 10) };
    },
    { old: OLD, changed: CHANGED, teams: TEAMS },
  );
}

/** Every team of `teams` paints with the changed tokens, and nothing with the old values. */
async function expectPaintedByTheTokens(page: Page, teams: string[]) {
  await expect.poll(async () => (await paints(page)).teams.filter((team) => teams.includes(team))).toEqual([...teams].sort());
  expect((await paints(page)).old, 'elements painted with a value the tokens no longer have').toEqual([]);
}

const themeColour = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test('the storefront: the tokens set once, in its HTML, and every team on it paints with them', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
  const setBy = noteWhatSetsTheTokens(page);
  await page.goto('/');
  expect(await changeTokens(page)).toBe(1);
  await dismissSplash(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectPaintedByTheTokens(page, ['host', 'shop']);

  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('complementary', { name: 'Cart' })).toBeVisible();
  await expectPaintedByTheTokens(page, ['cart']);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expectPaintedByTheTokens(page, ['auth']);

  // Set in the page's HTML, for its first paint with no request, and by no remote's stylesheet, every one
  // of which is on the page now.
  await expect.poll(() => Object.fromEntries(setBy)).toEqual(onceBy('document'));
  // What HTML says of the brand, its build writes from the tokens.
  expect(await themeColour(page)).toBe(TOKENS.get('--brand-green'));
});

test('a trade page: the tokens set once, in its HTML, and the host paints with them', async ({ page }) => {
  const setBy = noteWhatSetsTheTokens(page);
  const [, href] = TRADE_PAGES[0];
  await page.goto(href);
  expect(await changeTokens(page)).toBe(1);
  await expectPaintedByTheTokens(page, ['host']);
  await expect.poll(() => Object.fromEntries(setBy)).toEqual(onceBy('document'));
  expect(await themeColour(page)).toBe(TOKENS.get('--brand-green'));
});

for (const remote of REMOTE_NAMES) {
  test(`${remote}'s own page: its entry sets the tokens once, and the team paints with them`, { tag: [`@${remote}`] }, async ({ page }) => {
    const setBy = noteWhatSetsTheTokens(page);
    await page.goto(`${remoteOrigin(remote)}/`);
    expect(await changeTokens(page)).toBe(1);
    await expectPaintedByTheTokens(page, [remote]);
    await expect.poll(() => Object.fromEntries(setBy)).toEqual(onceBy('stylesheet'));
  });
}
