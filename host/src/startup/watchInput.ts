/** What says the shopper is using the page: a key, a tap or click, a touch, a wheel or a scroll. */
export const INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/** What the page also hears of the shopper, for what follows them (the splash): focus moving. */
export const FOLLOWED = ['focusin'] as const;

export interface Input {
  /** Resolves at the shopper's first input. */
  first: Promise<void>;
  /** How long it has been since their last input (Infinity before the first). */
  quietFor(): number;
  /** Hands `listener` each input and each move of focus until the function it returns is called. */
  follow(listener: (event: Event) => void): () => void;
}

/**
 * The page's one listening to the shopper, from its first script on: their first input (which ends the
 * wait for the largest paint and starts what waits for it), how recent their last one is (which holds
 * warming back), and each key and move of focus for what follows them (the splash's Esc). In the capture
 * phase, so that an event stopped on its way and a scroll inside the page count; passive, so that no
 * scroll waits for it.
 */
export function watchInput(target: Window): Input {
  let last = Number.NEGATIVE_INFINITY;
  let firstInput: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (firstInput = resolve));
  const followers = new Set<(event: Event) => void>();
  const heard = (event: Event) => {
    if ((INPUT as readonly string[]).includes(event.type)) {
      last = performance.now();
      firstInput();
    }
    for (const follower of [...followers]) follower(event);
  };
  for (const type of [...INPUT, ...FOLLOWED]) target.addEventListener(type, heard, { capture: true, passive: true });
  return {
    first,
    quietFor: () => performance.now() - last,
    follow(listener) {
      followers.add(listener);
      return () => followers.delete(listener);
    },
  };
}
