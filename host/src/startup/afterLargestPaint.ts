/**
 * Resolves once the browser has shown the page as served, its largest element included: at the page's
 * first largest-contentful-paint entry, whose time is when that frame reached the screen.
 *
 * Sooner is too soon on a busy phone. The parser may yield part-way through the page, so the first paint
 * can come without the hero, which paints a frame or two later; and a task queued from a frame callback
 * runs before that frame is even presented. Downloads started there compete with the page's own paint.
 *
 * It does not wait when there is nothing to wait for: in a page hidden from the start (a background tab,
 * which paints nothing until shown) or hidden before its paint, nor once the shopper has pressed, tapped
 * or scrolled (`firstInput`, from the scheduler's one input listener), which ends the browser's
 * largest-paint reporting (and says they want the page working).
 * A browser without largest-contentful-paint entries is waited for until its first contentful paint, and
 * one without paint timing until the task after the next frame.
 */
export function afterLargestPaint(firstInput: Promise<void>): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const supported = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  const type = ['largest-contentful-paint', 'paint'].find((entryType) => supported.includes(entryType));
  if (!type) return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      // Paint timing also reports `first-paint`, which may be nothing but a background.
      if (type === 'largest-contentful-paint' || list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    // Buffered: the paint may already have been reported before this script ran.
    observer.observe({ type, buffered: true });
    document.addEventListener('visibilitychange', done);
    void firstInput.then(done);
  });
}
