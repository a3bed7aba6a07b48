/** Idle work still starts this long after hydration on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the browser is first idle, or after `timeoutMs` if it never is. Work that no first
 * screen needs (overlays, lower sections, metrics) waits on it, so that it does not compete with the
 * header becoming interactive. Where there is no browser (the build-time render) it resolves at once.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 200));
  });
}
