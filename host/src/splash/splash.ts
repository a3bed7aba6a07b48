import { prefersReducedMotion } from '../motion/prefersReducedMotion';

/** Read by index.html's first script, before the page paints. */
export const SEEN_KEY = 'storefront:splash-seen';
/** Set by index.html's first script: an address other than `/`, or seen already in this tab. */
const NO_SPLASH_CLASS = 'host-no-splash';

function rememberSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage refused (a privacy mode): the splash shows on each load, as it would with no script.
  }
}

export interface ShopperInput {
  follow(listener: (event: Event) => void): () => void;
}

export interface Splash {
  shown: boolean;
  playClip(): void;
}

// Its 5 s and fade are splash.css's, so it ends even with no script. Focus moving on dismisses it, so it never
// holds the keyboard; once gone it leaves the document, where assistive technology would still find it.
export function takeOverSplash(doc: Document, input: ShopperInput): Splash {
  const splash = doc.getElementById('splash');
  if (!splash) return { shown: false, playClip: () => undefined };
  // Not marked as seen: the front door still greets a shopper who arrived at the shop.
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
