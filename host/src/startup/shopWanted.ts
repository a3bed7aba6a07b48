/** What says a shopper has started using the page: a scroll, a wheel, a touch, a click or a key (the splash's Esc too). */
const SIGNS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Resolves once the page should start the shop, whose place is below the first screen (and under the
 * splash for its first 5 s): at the shopper's first sign of using the page, when the shop's place comes on
 * screen (a tall window, a restored scroll), or at once where the address carries an anchor or a query,
 * which may be a view of the shop (a shared link, a reload, Back) that only the shop can read. A load
 * nobody touches never runs the shop's code; the first flick towards it starts it, a screen before it
 * shows. Plain DOM, so that it listens from the first script on: a key pressed before hydration counts.
 */
export function shopWanted(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (win.location.hash.length > 1 || win.location.search.length > 1) {
      resolve();
      return;
    }
    const place = win.document.getElementById('shop');
    const observer = place && typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wanted()) : undefined;
    function wanted() {
      SIGNS.forEach((type) => win.removeEventListener(type, wanted, true));
      observer?.disconnect();
      resolve();
    }
    SIGNS.forEach((type) => win.addEventListener(type, wanted, { capture: true, passive: true }));
    if (place) observer?.observe(place);
  });
}
