import path from 'node:path';
import { BRAND } from '../brand';
import { renderTemplate } from '../pages/testing/renderTemplate';
import { FADING_CLASS, splashSchedule, takeOverSplash } from './splash';

const indexHtml = renderTemplate(path.join(__dirname, '..', 'index.html'), { brand: BRAND, firstScreen: '' });

/** A clip cue for the tests that are not about the clip. */
const NEVER = new Promise<void>(() => undefined);

/** The page as the server sends it: the splash markup of index.html, then the app's root. */
function loadServedPage() {
  document.documentElement.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').documentElement.innerHTML;
  return document.getElementById('splash');
}

/**
 * Serves the page and takes its splash over with motion welcome; the clip's cue comes when the returned
 * function is called.
 */
function takeOverServedPageWithHeldCue(): () => void {
  loadServedPage();
  let cue: () => void = () => undefined;
  takeOverSplash(document, { elapsedMs: 0, reducedMotion: false, clipCue: new Promise((resolve) => (cue = resolve)) });
  return () => cue();
}

describe('splashSchedule', () => {
  it('fades at 5 s and removes at 6 s, counted from the page load', () => {
    expect(splashSchedule(0)).toEqual({ fadeInMs: 5000, removeInMs: 6000 });
    expect(splashSchedule(1200)).toEqual({ fadeInMs: 3800, removeInMs: 4800 });
    expect(splashSchedule(5500)).toEqual({ fadeInMs: 0, removeInMs: 500 });
    expect(splashSchedule(9000)).toEqual({ fadeInMs: 0, removeInMs: 0 });
  });
});

describe('takeOverSplash', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is in the served HTML with the brand, its tagline and contact details, before any script', () => {
    const splash = loadServedPage();
    const text = splash?.textContent ?? '';
    for (const detail of [BRAND.name, BRAND.tagline, BRAND.phone, BRAND.email, BRAND.address]) expect(text).toContain(detail);
    const video = splash?.querySelector('video');
    expect(video?.muted || video?.hasAttribute('muted')).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('poster')).toBeTruthy();
  });

  it('shows for 5 s, fades, and is gone at 6 s', () => {
    const splash = loadServedPage();
    takeOverSplash(document, { elapsedMs: 0, reducedMotion: false, clipCue: NEVER });
    jest.advanceTimersByTime(4999);
    expect(splash).not.toHaveClass(FADING_CLASS);
    jest.advanceTimersByTime(1);
    expect(splash).toHaveClass(FADING_CLASS);
    expect(document.getElementById('splash')).not.toBeNull();
    jest.advanceTimersByTime(1000);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('plays its clip only when motion is welcome', async () => {
    loadServedPage();
    takeOverSplash(document, { elapsedMs: 0, reducedMotion: true, clipCue: Promise.resolve() });
    await Promise.resolve();
    expect(play).not.toHaveBeenCalled();

    loadServedPage();
    takeOverSplash(document, { elapsedMs: 0, reducedMotion: false, clipCue: Promise.resolve() });
    await Promise.resolve();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows its poster until start-up is over, and then plays its clip', async () => {
    const cue = takeOverServedPageWithHeldCue();
    await Promise.resolve();
    expect(play).not.toHaveBeenCalled();
    cue();
    await Promise.resolve();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not start its clip once it has been dismissed', async () => {
    const cue = takeOverServedPageWithHeldCue();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    cue();
    await Promise.resolve();
    expect(play).not.toHaveBeenCalled();
  });

  it('is dismissed early by Esc', () => {
    loadServedPage();
    takeOverSplash(document, { elapsedMs: 0, reducedMotion: true, clipCue: NEVER });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.getElementById('splash')).toBeNull();
  });

  it('is dismissed early by a click, and offers a Skip intro button once it can act on it', () => {
    const splash = loadServedPage();
    const skip = splash?.querySelector('button');
    expect(skip).not.toBeVisible();
    takeOverSplash(document, { elapsedMs: 0, reducedMotion: true, clipCue: NEVER });
    expect(skip).toBeVisible();
    skip?.click();
    expect(document.getElementById('splash')).toBeNull();
  });

  it('never holds keyboard focus: moving focus to the page removes it', () => {
    loadServedPage();
    const onPage = document.createElement('a');
    onPage.href = '#main';
    document.getElementById('root')?.append(onPage);
    takeOverSplash(document, { elapsedMs: 0, reducedMotion: true, clipCue: NEVER });
    onPage.focus();
    expect(document.getElementById('splash')).toBeNull();
  });

  it('leaves a page that was dismissed alone when its timers would have fired', () => {
    loadServedPage();
    takeOverSplash(document, { elapsedMs: 0, reducedMotion: true, clipCue: NEVER });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(jest.getTimerCount()).toBe(0);
  });
});
