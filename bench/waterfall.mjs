/**
 * Reads a page's request waterfall (resource timings, milliseconds from navigation start) for the two
 * loading rules of issue 8: remotes start beside the host's own code, and overlays wait for idle.
 */

/** The host's app code: the chunk its first script fetches once the page as served has been shown (host/src/main.tsx). */
const isHostAppCode = (r) => r.app === 'host' && /\/app\.[0-9a-f]+\.js$/.test(r.url);
const isRemoteStart = (r) => r.app !== 'host' && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(r.url);

/** Code that only the cart panel or the dialogs need: anything of those two remotes past their entry. */
export function isOverlayCode(r) {
  return (r.app === 'cart' || r.app === 'auth') && r.type !== 'navigation' && !isRemoteStart(r) && /\.js$/.test(r.url);
}

/**
 * @param {{ url: string, app: string, start: number, end: number }[]} waterfall
 * @returns {{ remotesAfterHostCode: number, overlayBeforeIdle: number }}
 *   remotesAfterHostCode: how long after the host's app code had arrived the last remote manifest or
 *   entry started (≤ 0: they all started while it was still downloading, none waited for it to run);
 *   overlayBeforeIdle: how long before the first idle callback the first overlay-only script started
 *   (≤ 0: none did).
 */
export function loadingOrder(waterfall, idle) {
  const app = waterfall.find(isHostAppCode);
  const remoteStarts = waterfall.filter(isRemoteStart).map((r) => r.start);
  const overlayStarts = waterfall.filter(isOverlayCode).map((r) => r.start);
  return {
    remotesAfterHostCode: app && remoteStarts.length ? Math.max(...remoteStarts) - app.end : Number.NaN,
    overlayBeforeIdle: overlayStarts.length ? idle - Math.min(...overlayStarts) : Number.NaN,
  };
}

/** How many requests the page had started by `until` (the first screen turning interactive). */
export function requestsBefore(waterfall, until) {
  return waterfall.filter((r) => r.start <= until).length;
}

/** The requests before `until`, one line each, for the printed report. */
export function describeWaterfall(waterfall, until) {
  return waterfall
    .filter((r) => r.start <= until)
    .sort((a, b) => a.start - b.start)
    .map((r) => {
      const size = r.gzip === undefined ? '' : `  ${(r.gzip / 1024).toFixed(1)} KB gzip`;
      return `${r.start.toFixed(0).padStart(6)} ms → ${r.end.toFixed(0).padStart(6)} ms  ${r.app.padEnd(5)} ${new URL(r.url).pathname}${size}`;
    });
}
