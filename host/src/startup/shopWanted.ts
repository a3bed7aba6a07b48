import { onFirstInput } from './firstInput';

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
    // The splash's Esc is a first input too: dismissing it is the shopper turning to the page.
    const stopListening = onFirstInput(win, wanted);
    const place = win.document.getElementById('shop');
    const observer = place && typeof IntersectionObserver === 'function' ? new IntersectionObserver(onScreen) : undefined;
    function onScreen(entries: IntersectionObserverEntry[]) {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      stopListening();
      wanted();
    }
    function wanted() {
      observer?.disconnect();
      resolve();
    }
    if (place) observer?.observe(place);
  });
}
