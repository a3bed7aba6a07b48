/** What says the shopper is using the page: a key, a tap or click, a touch, a wheel or a scroll. */
export const FIRST_INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Calls `listener` once, at the first of `types` to reach `target`, and stops listening. Listened to in the
 * capture phase, so that an event stopped on its way and a scroll inside the page (which does not bubble)
 * count too; passive, so that no scroll waits for it. Returns the stop.
 */
export function onFirstInput(target: EventTarget, listener: () => void, types: readonly string[] = FIRST_INPUT): () => void {
  const listening = { capture: true, passive: true } as const;
  const stop = () => types.forEach((type) => target.removeEventListener(type, first, listening));
  function first() {
    stop();
    listener();
  }
  types.forEach((type) => target.addEventListener(type, first, listening));
  return stop;
}
