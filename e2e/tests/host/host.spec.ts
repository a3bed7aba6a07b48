import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { untilHydrated } from '../../support/hydration';
import { REMOTE_NAMES, remoteOrigin, WARMED, type RemoteName } from '../../support/remotes';
import { remoteSlot } from '../../support/remoteSlot';
import { useEveryRemote } from '../../support/useEveryRemote';
import { dismissSplash, holdSplashAnimation } from '../../support/splash';
import { documentInTwoParts } from '../../support/slowDocument';
import { TRADE_PAGES } from '../../support/tradePages';

const NAV = [['Home', '#top'], ...TRADE_PAGES] as const;

/** The host's app code (React and the app), which the page's first script fetches once the page has been shown. */
const APP_CODE = /\/app\.[0-9a-f]+\.js$/;

async function open(page: Page) {
  await page.goto('/');
  await dismissSplash(page);
}

/** The page once React has taken its markup over: a click on the served Menu or Cart button before then does nothing. */
async function openWorking(page: Page) {
  await open(page);
  await untilHydrated(page);
}

test.describe('splash', () => {
  test('is painted from the served HTML, shows for 5 s, fades for 1 s and is gone at 6 s, by its own animation', async ({ page }) => {
    await page.goto('/');
    const splash = page.locator('#splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('Northgate Cash & Carry');
    await expect(splash).toContainText('0113 496 0800');
    await expect(splash.getByRole('button', { name: 'Skip intro' })).toBeVisible();
    const animation = await splash.evaluate((element) => {
      const { animationName, animationDelay, animationDuration, animationFillMode } = getComputedStyle(element);
      return { animationName, animationDelay, animationDuration, animationFillMode };
    });
    expect(animation).toEqual({ animationName: 'host-splash-end', animationDelay: '5s', animationDuration: '1s', animationFillMode: 'forwards' });
    // Once its animation has ended, the page's script takes it out of the document.
    await page.waitForFunction(() => document.getElementById('splash') === null, undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(6000);
  });

  test('never paints half-parsed: with the page’s HTML held up inside the splash’s card, the card does not move', async ({ page, baseURL }) => {
    const slow = await documentInTwoParts(baseURL as string, '<div class="host-splash__card">', 1000);
    try {
      await page.addInitScript(() => {
        const moves: string[] = [];
        (window as { splashMoves?: string[] }).splashMoves = moves;
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as unknown as { sources: { node?: Node }[]; value: number }[]) {
            const splash = document.getElementById('splash');
            if (shift.sources.some(({ node }) => node && splash?.contains(node))) moves.push(shift.value.toFixed(3));
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(slow.url);
      await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
      expect(await page.evaluate(() => (window as { splashMoves?: string[] }).splashMoves)).toEqual([]);
      // Nothing was painted before the whole splash had arrived.
      expect(await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime)).toBeGreaterThan(1000);
    } finally {
      // The page still fetches through this server: it goes first, so that nothing it asks for is refused.
      await page.close();
      await slow.close();
    }
  });

  test('Esc dismisses it early, and the page is reachable at once', async ({ page }) => {
    await holdSplashAnimation(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#splash')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('a click dismisses it too', async ({ page }) => {
    await holdSplashAnimation(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip intro' }).click();
    await expect(page.locator('#splash')).toHaveCount(0);
  });

  test('plays once a session: Back from a trade page, or a reload, starts without it, never painted', async ({ page }) => {
    // How the splash stands when the served page has been parsed, before the page's own script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const splash = document.getElementById('splash');
        if (document.readyState === 'interactive' && splash) (window as { splashAtParse?: string }).splashAtParse = getComputedStyle(splash).display;
      });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as { splashAtParse?: string }).splashAtParse)).toBe('grid');
    await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('link', { name: 'Bulk Deals' }).first().click();
    await expect(page.getByRole('heading', { name: 'Bulk Deals' })).toBeVisible();
    await page.goBack();
    expect(await page.evaluate(() => (window as { splashAtParse?: string }).splashAtParse)).toBe('none');
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

    await page.reload();
    expect(await page.evaluate(() => (window as { splashAtParse?: string }).splashAtParse)).toBe('none');
    await expect(page.locator('#splash')).toHaveCount(0);
  });

  test('does not play at a shop address, never painted there, and the front door later in the tab plays it as a first visit', { tag: ['@shop'] }, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const splash = document.getElementById('splash');
        if (document.readyState === 'interactive' && splash) (window as { splashAtParse?: string }).splashAtParse = getComputedStyle(splash).display;
      });
    });
    await page.goto('/shop/groceries/');
    expect(await page.evaluate(() => (window as { splashAtParse?: string }).splashAtParse)).toBe('none');
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.locator('#shop').getByRole('heading', { name: 'Shop', level: 2 })).toBeInViewport();

    await page.goto('/#groceries');
    expect(await page.evaluate(() => (window as { splashAtParse?: string }).splashAtParse)).toBe('grid');
    await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/');
    expect(await page.evaluate(() => (window as { splashAtParse?: string }).splashAtParse)).toBe('none');
  });

  test.describe('with reduced motion', () => {
    test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

    test('its clip does not play', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
      expect(await page.locator('#splash video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    });
  });

  test('its clip plays when motion is welcome, once the page has hydrated and the browser has been idle', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('play', () => ((window as { clipStartedAt?: number }).clipStartedAt = performance.now()), true);
    });
    await page.goto('/');
    await expect.poll(() => page.locator('#splash video').evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
    const { startedAt, hydratedAt } = await page.evaluate(() => ({
      startedAt: (window as { clipStartedAt?: number }).clipStartedAt ?? 0,
      hydratedAt: performance.getEntriesByName('storefront:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    }));
    expect(startedAt).toBeGreaterThan(hydratedAt);
  });
});

test.describe('first screen', () => {
  test('its inlined styles come minified, with no comment or indentation to download and parse', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const css of styles) {
      expect(css).not.toContain('/*');
      expect(css).not.toMatch(/\n\s/);
    }
  });

  test('arrives as HTML (header and hero paint before any script), and React takes that markup over', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Stock up in bulk at cash &amp; carry prices');
    expect(html).toMatch(/<header[^>]*>[\s\S]*Bulk Deals[\s\S]*<\/header>/);

    // Before the deferred scripts run, remember the served heading; hydration keeps that very element.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { servedHeading: Element | null }).servedHeading = document.getElementById('hero-heading');
      });
    });
    await open(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => document.getElementById('hero-heading') === (window as unknown as { servedHeading: Element | null }).servedHeading)).toBe(true);
  });
});

test.describe('first paint', () => {
  test('does not wait for the app’s code: the page paints while it is held back, then the app takes over', { tag: ['@auth'] }, async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(APP_CODE, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    // The held script is part of the page's load, so the navigation cannot wait for that event.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => requested).toBe(true);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's first script already answers the splash's Esc and clicks, before the app's code.
    await expect(page.locator('#splash').getByRole('button', { name: 'Skip intro' })).toBeVisible();

    release();
    await dismissSplash(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('is not shared with the app’s code, which starts once the page’s largest element has been painted', async ({ page }) => {
    // No key is pressed (the splash is left alone): a key before the largest paint starts the app's code
    // by design, and on a slow machine Esc could come first.
    await page.goto('/');
    await untilHydrated(page);
    const { largestPaint, appCodeStart } = await page.evaluate(async (appCode) => {
      const [entry] = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const resources = performance.getEntriesByType('resource');
      return { largestPaint: entry?.startTime, appCodeStart: resources.find((resource) => new RegExp(appCode).test(resource.name))?.startTime };
    }, APP_CODE.source);
    expect(largestPaint).toBeGreaterThan(0);
    expect(appCodeStart).toBeGreaterThan(largestPaint ?? Number.POSITIVE_INFINITY);
  });

  test('a key pressed before anything has painted, which ends the browser’s largest-paint reporting, starts the app too', { tag: ['@auth'] }, async ({ page }) => {
    // The body is hidden as soon as it is parsed, before the end of that task, so nothing paints until
    // the test shows it.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        document.body.hidden = true;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0);
    await page.keyboard.press('Shift');
    await page.evaluate(() => document.body.removeAttribute('hidden'));
    await expect(page.locator('#splash').getByRole('button', { name: 'Skip intro' })).toBeVisible();
    await dismissSplash(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('is not shared with the remotes: once the page has been idle, each remote’s manifest and entry have been fetched once, in the order a shopper needs them, after the first paint and the app’s code, and each remote is mounted', { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
    const remoteFile = new RegExp(`^(${REMOTE_NAMES.map(remoteOrigin).join('|')})/(mf-manifest\\.json|remoteEntry\\.js)$`);
    const filesOf = (remotes: readonly RemoteName[]) => remotes.map(remoteOrigin).flatMap((origin) => [`${origin}/mf-manifest.json`, `${origin}/remoteEntry.js`]);
    // A visitor who has not touched the page: the splash's time is used to warm every remote.
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('storefront:warmed').length), { timeout: 20_000 }).toBe(1);
    for (const remote of REMOTE_NAMES) await expect(remoteSlot(page, remote)).toHaveAttribute('aria-busy', 'false');
    const { firstPaint, hydrated, appCodeStart, remoteFiles } = await page.evaluate(({ appCode, remoteFileSource }) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
        hydrated: performance.getEntriesByName('storefront:hydrated')[0]?.startTime,
        appCodeStart: resources.find((entry) => new RegExp(appCode).test(entry.name))?.startTime,
        remoteFiles: resources
          .filter((entry) => new RegExp(remoteFileSource).test(entry.name))
          .sort((a, b) => a.startTime - b.startTime)
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    }, { appCode: APP_CODE.source, remoteFileSource: remoteFile.source });
    // In the schedule's order: shop first, then the cart, then auth (host/src/startup/schedule.ts says why), each fetched once.
    expect(remoteFiles.map((file) => file.name)).toEqual(filesOf(WARMED));
    for (const file of remoteFiles) {
      expect(file.start, file.name).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
      expect(file.start, file.name).toBeGreaterThanOrEqual(appCodeStart ?? Number.POSITIVE_INFINITY);
      expect(file.start, file.name).toBeGreaterThan(hydrated ?? Number.POSITIVE_INFINITY);
    }

    // Once the shopper has used every remote, nothing more was asked for: each once.
    await dismissSplash(page);
    await useEveryRemote(page);
    expect(await page.evaluate((source) => performance.getEntriesByType('resource').filter(({ name }) => new RegExp(source).test(name)).length, remoteFile.source)).toBe(6);
  });
});

/** The served page, whatever its scripts did: the splash ends by 6 s, and the page reads and links. */
async function expectUsableAsServed(page: Page) {
  await expect(page.locator('#splash')).toBeHidden({ timeout: 8000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Bulk Deals' }).first().click();
  await expect(page).toHaveURL(/\/bulk-deals\.html$/);
}

test.describe('the shop', () => {
  test('at a shop address, the page is at the shop before its own script has run, where its pictures are first painted', { tag: ['@shop'] }, async ({ page }) => {
    await page.addInitScript(() => {
      // Parsed, and main.js (deferred) not yet run. Read in a microtask: where the parser added the slot in
      // the same task as it finished, the page's observer of it is still queued, ahead of this, and it runs
      // before anything is painted.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        queueMicrotask(() => {
          const shop = document.getElementById('shop');
          if (shop) (window as { shopAtParse?: number }).shopAtParse = shop.getBoundingClientRect().top / innerHeight;
        });
      });
    });
    await page.goto('/shop/groceries/');
    // Its top at the top of the screen, below the sticky header, as an anchor puts it; not a screen or more below.
    const top = await page.evaluate(() => (window as { shopAtParse?: number }).shopAtParse);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(0.25);
  });

  test('on a return in this tab, with no splash, is warmed a few seconds after hydration, with no sign at all', { tag: ['@shop'] }, async ({ page }) => {
    await page.goto('/');
    await dismissSplash(page);
    await page.reload();
    await untilHydrated(page);
    await expect(remoteSlot(page, 'shop')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('product-card').first()).toBeAttached({ timeout: 15_000 });
    const { hydrated, shopManifest } = await page.evaluate(() => ({
      hydrated: performance.getEntriesByName('storefront:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      shopManifest: performance.getEntriesByType('resource').find(({ name }) => name === 'http://localhost:3001/mf-manifest.json')?.startTime ?? 0,
    }));
    expect(shopManifest - hydrated).toBeGreaterThanOrEqual(2000);
  });

  test.describe('in a window tall enough to show its place', () => {
    test.use({ viewport: { width: 1280, height: 1400 } });

    test('starts with no sign at all, the splash still up', { tag: ['@shop'] }, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#splash')).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeAttached();
    });
  });
});

test.describe('when the app’s code cannot be fetched', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_|the page could not start/] });

  test('the page stays as served, readable and with working links, and the splash ends', async ({ page }) => {
    await page.route(APP_CODE, (route) => route.abort('failed'));
    await page.goto('/');
    await expectUsableAsServed(page);
  });

  test('nor does the page’s first script: the splash ends by itself all the same', async ({ page }) => {
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404 }));
    await page.goto('/');
    await expectUsableAsServed(page);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the splash ends by itself and the page reads and links as served', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#splash')).toBeVisible();
    await expectUsableAsServed(page);
  });
});

test.describe('lower sections', () => {
  const LOWER_SECTION_CODE = /\/below-the-fold\.[0-9a-f]+\.js$/;

  test('arrive as HTML, and once their code has come their forms work', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    for (const id of ['green-living', 'about', 'contact', 'newsletter']) expect(html).toContain(`<section id="${id}"`);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Quick links/);

    await open(page);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('textbox', { name: 'Email' }).fill('not an address');
    // The section's code comes after the first screen; until it has, the form is the served markup.
    await expect(async () => {
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email address, like name@example.com', { timeout: 500 });
    }).toPass();
  });

  test('while their code is held back, cannot be sent and show it, keep what is typed, and send once it has come', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(LOWER_SECTION_CODE, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await open(page);
    await expect.poll(() => requested).toBe(true);
    const contact = page.getByRole('form', { name: 'Send an enquiry' });
    const fields = [
      [contact.getByRole('textbox', { name: 'Name' }), 'Aisha Khan'],
      [contact.getByRole('textbox', { name: 'Email' }), 'aisha@spiceroute.example'],
      [contact.getByRole('textbox', { name: 'Enquiry' }), 'Do you deliver rice by the pallet?'],
    ] as const;
    for (const [field, text] of fields) await field.fill(text);
    const newsletter = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = newsletter.getByRole('textbox', { name: 'Email' });
    const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
    await email.fill('buyer@cornershop.example');
    await expect(subscribe).toBeDisabled();
    await expect(contact.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
    // Enter cannot send a form whose submit is disabled: no reload with the address in the URL.
    await email.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(subscribe).toBeEnabled();
    await expect(email).toHaveValue('buyer@cornershop.example');
    await subscribe.click();
    const notification = page.getByTestId('notification');
    await expect(notification).toHaveText('Subscribed! Bulk updates soon.');
    await expect(email).toHaveValue('');

    for (const [field, text] of fields) await expect(field).toHaveValue(text);
    await contact.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(notification).toHaveText('Enquiry sent! We’ll reply soon.');
    for (const [field] of fields) await expect(field).toHaveValue('');
  });

  test.describe('when their code cannot be fetched', () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_/] });

    test('each says so with a way to reload, and the header and shop still work', { tag: ['@shop', '@auth'] }, async ({ page }) => {
      await page.route(LOWER_SECTION_CODE, (route) => route.abort('failed'));
      await open(page);
      await expect(page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' })).toHaveCount(5);
      await expect(page.getByRole('alert').first().getByRole('button', { name: 'Reload the page' })).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    });
  });
});

test.describe('header', () => {
  test('is sticky and changes its style once scrolled past 30 px', async ({ page }) => {
    await open(page);
    const header = page.getByRole('banner');
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(await shadow()).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 31));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(shadow).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test('has the six links, Login opening the login dialog, and the cart badge toggling the cart', { tag: ['@cart', '@auth'] }, async ({ page }) => {
    await openWorking(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);

    await expect(page.getByTestId('cart-count')).toHaveText('0');
    const cart = page.getByRole('button', { name: 'Cart 0 items' });
    await cart.click();
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close cart' }).click();
    await expect(cart).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens with the links and Login, and Esc closes it back to the Menu button', async ({ page }) => {
    await openWorking(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#mobile-menu');
    const nav = panel.getByRole('navigation', { name: 'Mobile' });
    for (const [label, href] of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(panel.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await menu.click();
    await expect(panel).toBeHidden();
  });

  test('closing the cart panel closes the menu, and closing the menu closes the cart panel', { tag: ['@cart'] }, async ({ page }) => {
    await openWorking(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const cart = page.getByRole('button', { name: /^Cart/ });

    await menu.click();
    await cart.click();
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close cart' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await cart.click();
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    // The cart panel covers a phone's screen; a keyboard user reaches the Menu button behind it.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(cart).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing is wider than the screen', async ({ page }) => {
    await open(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('hero', () => {
  test('a dot picks a slide; Explore Our Stock leads to the shop', { tag: ['@shop'] }, async ({ page }) => {
    await open(page);
    const hero = page.getByRole('region', { name: /Stock up in bulk/ });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await hero.getByRole('button', { name: 'Slide 3' }).click();
    await expect(hero.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Explore Our Stock' })).toHaveAttribute('href', '#shop');
    await hero.getByRole('link', { name: 'Explore Our Stock' }).click();
    await expect(page).toHaveURL(/#shop$/);
    await expect(page.locator('#shop')).toBeInViewport();
  });

  test('advances every 5 s', { tag: ['@shop'] }, async ({ page }) => {
    await page.clock.install();
    await open(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.pauseAt(Date.now() + 60_000);
    const hero = page.getByRole('region', { name: /Stock up in bulk/ });
    const current = async () => Number((await hero.locator('button[aria-current="true"]').getAttribute('aria-label'))?.replace('Slide ', ''));
    const before = await current();
    await page.clock.runFor(4900);
    expect(await current()).toBe(before);
    await page.clock.runFor(100);
    await expect.poll(current).toBe((before % 3) + 1);
  });
});

test.describe('range overview', () => {
  test('shows the six categories with their counts and Shop Now links to their shop addresses', { tag: ['@shop'] }, async ({ page }) => {
    await open(page);
    const range = page.locator('#products');
    const cards = range.getByRole('listitem');
    await expect(cards.getByRole('heading')).toHaveText(['Groceries', 'Beverages', 'Household', 'Snacks', 'Frozen', 'Personal Care']);
    await expect(cards.locator('strong')).toHaveText(['500+', '300+', '400+', '600+', '350+', '450+']);
    const hrefs = await range.getByRole('link', { name: 'Shop Now' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/shop/groceries/', '/shop/beverages/', '/shop/household/', '/shop/snacks/', '/shop/frozen/', '/shop/personal-care/']);

    await range.getByRole('link', { name: 'Shop Now' }).nth(1).click();
    await expect(page).toHaveURL(/\/shop\/beverages\/$/);
    await expect(page.locator('#shop')).toBeInViewport();
  });

  test('the arrows scroll the row by 300 px', async ({ page }) => {
    await open(page);
    const row = page.locator('#range-row');
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await page.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(scrollLeft).toBe(300);
    await page.getByRole('button', { name: 'Scroll left' }).click();
    await expect.poll(scrollLeft).toBe(0);
  });
});

test.describe('notification bar', () => {
  test('shows a message sent on the bus for 3 s (here the newsletter sign-up’s)', async ({ page }) => {
    await open(page);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email').fill('buyer@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const bar = page.getByTestId('notification');
    await expect(bar).toHaveText('Subscribed! Bulk updates soon.');
    await expect(bar).toHaveAttribute('role', 'status');
    await expect(bar.getByRole('button', { name: 'Go to Cart' })).toHaveCount(0);
    await expect(bar).toBeEmpty({ timeout: 4500 });
  });
});

// Their header, the storefront's trade variant, is e2e/tests/host/trade-pages.spec.ts's.
test.describe('trade pages', () => {
  for (const [label, href] of NAV.slice(1)) {
    test(`${href} is served, says its content is not here yet, and links back to the storefront`, async ({ page }) => {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(page.getByText('not part of this storefront yet')).toBeVisible();
      await page.getByRole('link', { name: 'Back to the storefront' }).click();
      await expect(page).toHaveURL('/');
      await dismissSplash(page);
    });
  }
});

test.describe('accessibility of the shell', () => {
  // axe-core injects inline styles of its own, which the page's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  const scan = (page: Page) =>
    new AxeBuilder({ page })
      .include('header')
      .include('#main > section:first-child')
      .include('#products')
      .include('[data-testid="notification"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();

  test('the splash, header, hero and range have no WCAG A/AA violations', async ({ page }) => {
    await holdSplashAnimation(page);
    await page.goto('/');
    const splash = await new AxeBuilder({ page }).include('#splash').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(splash.violations).toEqual([]);
    await dismissSplash(page);
    expect((await scan(page)).violations).toEqual([]);
  });

  test('nor on a phone with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect((await scan(page)).violations).toEqual([]);
  });
});
