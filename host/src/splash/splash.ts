import { prefersReducedMotion } from '../motion/prefersReducedMotion';

/** Written here, read by index.html's first script, which marks the page with NO_SPLASH_CLASS before it paints. */
export const SEEN_KEY = 'storefront:splash-seen';
/** index.html's first script marks a load without the splash: an address other than the front door (`/`), or seen already in this tab. */
const NO_SPLASH_CLASS = 'host-no-splash';

function rememberSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage refused (a privacy mode): the splash shows on each load, as it would with no script.
  }
}

/** The page's one listening to the shopper (start-up's), through which the splash hears Esc and focus moving on. */
export interface ShopperInput {
  follow(listener: (event: Event) => void): () => void;
}

export interface Splash {
  /** Whether the splash covers the page on this load (a first visit in this tab). */
  shown: boolean;
  /** Starts the clip where motion is welcome; its poster shows until then. */
  playClip(): void;
}

/**
 * Takes over the splash that index.html painted. Its 5 s and its fade to 6 s are splash.css's own
 * animation, so that it ends even where no script runs; this adds what needs one: dismissing it early
 * (Esc, a click or "Skip intro", or focus moving on to the page, so that it never holds the keyboard),
 * taking it out of the document once it has gone, where assistive technology would still find it, and
 * its clip. Once a session, at the front door: a page that started without it (index.html's first
 * script: another address, or a tab that has seen it) has it removed at once, and this tab is not marked
 * as having seen it, so that the front door still greets a shopper who arrived at the shop; where it
 * plays, this tab is marked. Keys and focus come through the page's one listening to the shopper
 * (`input`); clicks and its animation's end, from the splash itself.
 */
export function takeOverSplash(doc: Document, input: ShopperInput): Splash {
  const splash = doc.getElementById('splash');
  if (!splash) return { shown: false, playClip: () => undefined };
  if (doc.documentElement.classList.contains(NO_SPLASH_CLASS)) {
    splash.remove();
    return { shown: false, playClip: () => undefined };
  }
  rememberSeen();

  const dismissedBy = (event: Event) =>
    (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape') ||
    (event.type === 'focusin' && event.target instanceof Node && !splash.contains(event.target));
  const stopFollowing = input.follow((event) => {
    if (dismissedBy(event)) remove();
  });
  const remove = () => {
    stopFollowing();
    splash.querySelector('video')?.pause();
    splash.remove();
  };

  splash.addEventListener('click', remove);
  splash.addEventListener('animationend', (event) => {
    if (event.target === splash) remove();
  });
  splash.querySelector<HTMLButtonElement>('.host-splash__skip')?.removeAttribute('hidden');

  return {
    shown: true,
    playClip() {
      const video = splash.querySelector('video');
      if (!video || !splash.isConnected || prefersReducedMotion()) return;
      video.play().catch(() => {
        // A clip the browser will not play (no codec, autoplay refused) leaves its poster: nothing is lost.
      });
    },
  };
}
