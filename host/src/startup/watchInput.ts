export const INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/** Heard too, for what follows the shopper (the splash). */
export const FOLLOWED = ['focusin'] as const;

export interface Input {
  first: Promise<void>;
  /** Infinity before the first input. */
  quietFor(): number;
  follow(listener: (event: Event) => void): () => void;
}

// The page's one listener to the shopper. Capture, so that an event stopped on its way and a scroll inside
// the page count; passive, so that no scroll waits for it.
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
