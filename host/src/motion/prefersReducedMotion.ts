export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Free of React, for the page's first script (the splash). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
