// Anything sooner than the first largest-contentful-paint is too soon on a busy phone: the hero can paint a
// frame or two after the first paint, and downloads started then compete with it. Input ends LCP reporting.
export function afterLargestPaint(firstInput: Promise<void>): Promise<void> {
  // A hidden page paints nothing until shown: nothing to wait for.
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
