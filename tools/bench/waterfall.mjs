/**
 * Reads a page's request waterfall (resource timings, milliseconds from navigation start) for the two
 * loading rules of issue 8: remotes start beside the host's own code, and overlays wait for idle.
 */

const isHostMain = (r) => r.app === 'host' && /\/main\.[0-9a-f]+\.js$/.test(r.url);
const isRemoteStart = (r) => r.app !== 'host' && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(r.url);

/** Code that only the cart panel or the dialogs need: anything of those two remotes past their entry. */
export function isOverlayCode(r) {
  return (r.app === 'cart' || r.app === 'auth') && r.type !== 'navigation' && !isRemoteStart(r) && /\.js$/.test(r.url);
}

/**
 * @param {{ url: string, app: string, start: number, end: number }[]} waterfall
 * @returns {{ remotesAfterHostMain: number, overlayBeforeIdle: number }}
 *   remotesAfterHostMain: how long after the host's main script finished the last remote manifest or
 *   entry started (≤ 0: they all started while it was still loading);
 *   overlayBeforeIdle: how long before the first idle callback the first overlay-only script started
 *   (≤ 0: none did).
 */
export function loadingOrder(waterfall, idle) {
  const main = waterfall.find(isHostMain);
  const remoteStarts = waterfall.filter(isRemoteStart).map((r) => r.start);
  const overlayStarts = waterfall.filter(isOverlayCode).map((r) => r.start);
  return {
    remotesAfterHostMain: main && remoteStarts.length ? Math.max(...remoteStarts) - main.end : Number.NaN,
    overlayBeforeIdle: overlayStarts.length ? idle - Math.min(...overlayStarts) : Number.NaN,
  };
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
