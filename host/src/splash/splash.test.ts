import { readFileSync } from 'node:fs';
import path from 'node:path';
import template from 'lodash/template';
import { SERVED_MARK, SHOP_SLOT_ID } from '@storefront/shared';
import { BRAND } from '../brand';
import { watchInput } from '../startup/watchInput';
import { SEEN_KEY, takeOverSplash } from './splash';

const input = watchInput(window);

/** index.html rendered as html-webpack-plugin renders it at build time. */
const indexHtml = template(readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8'))({ brand: BRAND, shop: { SHOP_SLOT_ID, SERVED_MARK }, firstScreen: '' });

/** The page as the server sends it: the splash markup of index.html, then the app's root. */
function loadServedPage() {
  document.documentElement.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').documentElement.innerHTML;
  return document.getElementById('splash');
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

describe('the splash as served', () => {
  it('is in the HTML with the brand, its tagline and contact details, before any script', () => {
    const splash = loadServedPage();
    const text = splash?.textContent ?? '';
    for (const detail of [BRAND.name, BRAND.tagline, BRAND.phone, BRAND.email, BRAND.address]) expect(text).toContain(detail);
    const video = splash?.querySelector('video');
    expect(video?.muted || video?.hasAttribute('muted')).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    // Its poster is its background in splash.css: a `poster` is fetched even where the splash is not shown.
    expect(video?.hasAttribute('poster')).toBe(false);
    const css = readFileSync(path.join(__dirname, '..', '..', 'public', 'splash.css'), 'utf8');
    expect(css).toMatch(/\.host-splash__video\s*\{[^}]*background:\s*url\("\/media\/splash\/poster\.webp"\)/);
  });

  it('ends by itself, with no script: shown for 5 s, then a 1 s fade that leaves it hidden', () => {
    const css = readFileSync(path.join(__dirname, '..', '..', 'public', 'splash.css'), 'utf8');
    const [, animation] = /\.host-splash\s*\{[^}]*animation:\s*([^;]+);/.exec(css) ?? [];
    expect(animation?.split(/\s+/)).toEqual(['host-splash-end', '1s', 'ease-in', '5s', 'forwards']);
    expect(css).toMatch(/@keyframes host-splash-end\s*\{\s*to\s*\{[^}]*opacity:\s*0;[^}]*visibility:\s*hidden;/);
  });
});

describe('once a session', () => {
  const [, firstScript = ''] = /<script>([^<]*)<\/script>/.exec(indexHtml) ?? [];
  /** What the browser does with the served page before its first paint. */
  const runFirstScript = () => new Function(firstScript)();

  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.className = '';
    history.replaceState(null, '', '/');
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays on the first load of a session, and the page that follows in that tab starts without it', () => {
    loadServedPage();
    runFirstScript();
    expect(document.documentElement).not.toHaveClass('host-no-splash');
    takeOverSplash(document, input);
    expect(sessionStorage.getItem(SEEN_KEY)).toBe('1');

    const splash = loadServedPage();
    runFirstScript();
    expect(document.documentElement).toHaveClass('host-no-splash');
    takeOverSplash(document, input);
    expect(splash?.isConnected).toBe(false);
  });

  it('does not play at a shop address, and leaves the front door to greet the tab later', () => {
    history.replaceState(null, '', '/shop/groceries/?page=2');
    const atTheShop = loadServedPage();
    runFirstScript();
    expect(document.documentElement).toHaveClass('host-no-splash');
    expect(takeOverSplash(document, input).shown).toBe(false);
    expect(atTheShop?.isConnected).toBe(false);
    expect(sessionStorage.getItem(SEEN_KEY)).toBeNull();

    history.replaceState(null, '', '/#groceries');
    document.documentElement.className = '';
    loadServedPage();
    runFirstScript();
    expect(document.documentElement).not.toHaveClass('host-no-splash');
    expect(takeOverSplash(document, input).shown).toBe(true);
    expect(sessionStorage.getItem(SEEN_KEY)).toBe('1');
  });

  it('is hidden by the served styles from the first paint where the page is marked, or, with no script, where it holds the shop’s served view', () => {
    const css = readFileSync(path.join(__dirname, '..', '..', 'public', 'splash.css'), 'utf8');
    // The contracts' slot and mark, which CSS cannot import.
    expect(css).toMatch(new RegExp(`\\.host-no-splash \\.host-splash,\\s*body:has\\(#${SHOP_SLOT_ID}\\[${SERVED_MARK}\\]\\) \\.host-splash\\s*\\{\\s*display:\\s*none;\\s*\\}`));
  });

  it('shows as usual where storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    loadServedPage();
    expect(runFirstScript).not.toThrow();
    expect(document.documentElement).not.toHaveClass('host-no-splash');
  });
});

describe('takeOverSplash', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.className = '';
    preferReducedMotion(false);
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('takes the splash out of the document once its own animation has ended', () => {
    const splash = loadServedPage();
    takeOverSplash(document, input);
    splash?.querySelector('button')?.dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(document.getElementById('splash')).not.toBeNull();
    splash?.dispatchEvent(new Event('animationend'));
    expect(document.getElementById('splash')).toBeNull();
  });

  it('plays its clip when asked, and only where motion is welcome', () => {
    loadServedPage();
    preferReducedMotion(true);
    takeOverSplash(document, input).playClip();
    expect(play).not.toHaveBeenCalled();

    loadServedPage();
    preferReducedMotion(false);
    const splash = takeOverSplash(document, input);
    expect(play).not.toHaveBeenCalled();
    splash.playClip();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not start its clip once it has been dismissed', () => {
    loadServedPage();
    const splash = takeOverSplash(document, input);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    splash.playClip();
    expect(play).not.toHaveBeenCalled();
  });

  it('is dismissed early by Esc', () => {
    loadServedPage();
    takeOverSplash(document, input);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.getElementById('splash')).toBeNull();
  });

  it('is dismissed early by a click, and offers a Skip intro button once it can act on it', () => {
    const splash = loadServedPage();
    const skip = splash?.querySelector('button');
    expect(skip).not.toBeVisible();
    takeOverSplash(document, input);
    expect(skip).toBeVisible();
    skip?.click();
    expect(document.getElementById('splash')).toBeNull();
  });

  it('hears keys and focus only through the page’s one listening to the shopper, adding no listener of its own to the page', () => {
    loadServedPage();
    const onDocument = jest.spyOn(document, 'addEventListener');
    const onWindow = jest.spyOn(window, 'addEventListener');
    takeOverSplash(document, input);
    expect(onDocument).not.toHaveBeenCalled();
    expect(onWindow).not.toHaveBeenCalled();
  });

  it('never holds keyboard focus: moving focus to the page removes it', () => {
    loadServedPage();
    const onPage = document.createElement('a');
    onPage.href = '#main';
    document.getElementById('root')?.append(onPage);
    takeOverSplash(document, input);
    onPage.focus();
    expect(document.getElementById('splash')).toBeNull();
  });
});
