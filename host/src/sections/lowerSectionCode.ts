/**
 * When the lower sections' code is fetched (lazySections.ts): once the first screen has hydrated, or
 * earlier if the shopper reaches into one of those sections first. Nothing here imports React, so it
 * can listen from the page's first script, before the app's code has arrived.
 */

/** Marks the element around each lower section (LowerSection.tsx), so that a listener can find it before React has. */
export const LOWER_SECTION_ATTRIBUTE = 'data-lower-section';

export function inLowerSection(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${LOWER_SECTION_ATTRIBUTE}]`) !== null;
}

let wanted: () => void = () => undefined;
/** The build-time render has no first screen to wait for. */
export const lowerSectionCodeWanted: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        wanted = resolve;
      });

/** Called once the page has hydrated (App's first effect), or on the shopper's first reach into a section. */
export function loadLowerSections(): void {
  wanted();
}

/**
 * A focus or a press inside a lower section is the shopper about to use it: its code is fetched then,
 * not when the whole page has hydrated, so that it is there by the time they have typed and sent.
 */
export function loadLowerSectionsOnIntent(page: Document): void {
  const onIntent = (event: Event) => {
    if (!inLowerSection(event.target)) return;
    page.removeEventListener('focusin', onIntent, true);
    page.removeEventListener('pointerdown', onIntent, true);
    loadLowerSections();
  };
  page.addEventListener('focusin', onIntent, true);
  page.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
}
