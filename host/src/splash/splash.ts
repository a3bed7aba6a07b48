import { prefersReducedMotion } from '../motion/reducedMotion';

/** The spec's splash: shown for 5 s on load, with its own fade timer of 6 s. */
export const SPLASH_SHOW_MS = 5000;
export const SPLASH_FADE_MS = 6000;

export const FADING_CLASS = 'host-splash--fading';

/**
 * When, from now, the splash starts fading and when it goes, given how long the page has been open:
 * the timers count from the page's load, not from when this bundle happened to arrive.
 */
export function splashSchedule(elapsedMs: number): { fadeInMs: number; removeInMs: number } {
  return {
    fadeInMs: Math.max(0, SPLASH_SHOW_MS - elapsedMs),
    removeInMs: Math.max(0, SPLASH_FADE_MS - elapsedMs),
  };
}

interface Options {
  /** When the clip may start: its poster shows until then. */
  clipCue: Promise<void>;
  /** Milliseconds since the page started loading. */
  elapsedMs?: number;
  reducedMotion?: boolean;
}

/**
 * Takes over the static splash that index.html painted: plays its clip when motion is welcome, fades it
 * out and removes it on time, and lets the shopper dismiss it early (click, Esc or "Skip intro").
 * It never holds keyboard focus: when focus moves on to the page, the splash goes. Once gone it is
 * removed from the document, so assistive technology no longer finds it.
 */
export function takeOverSplash(doc: Document, options: Options): void {
  const found = doc.getElementById('splash');
  if (!found) return;
  const splash: HTMLElement = found;
  const { clipCue, elapsedMs = performance.now(), reducedMotion = prefersReducedMotion() } = options;

  const timers: ReturnType<typeof setTimeout>[] = [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') remove();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !splash.contains(event.target)) remove();
  };
  function remove() {
    timers.forEach(clearTimeout);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusin', onFocusIn);
    splash.querySelector('video')?.pause();
    splash.remove();
  }

  const { fadeInMs, removeInMs } = splashSchedule(elapsedMs);
  timers.push(
    setTimeout(() => splash.classList.add(FADING_CLASS), fadeInMs),
    setTimeout(remove, removeInMs),
  );
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusin', onFocusIn);
  splash.addEventListener('click', remove);
  splash.querySelector<HTMLButtonElement>('.host-splash__skip')?.removeAttribute('hidden');

  if (reducedMotion) return;
  void clipCue.then(() => {
    const video = splash.querySelector('video');
    if (!video || !splash.isConnected) return;
    video.play().catch(() => {
      // A clip the browser will not play (no codec, autoplay refused) leaves its poster: nothing is lost.
    });
  });
}
