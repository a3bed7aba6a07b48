/**
 * Resolves once the browser has painted the page as served. A page hidden from the start (a background
 * tab) paints nothing until it is shown, so it does not wait.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame callback runs just before the next paint; a task queued from it runs after that paint.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
