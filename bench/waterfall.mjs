/**
 * Reads a page's request waterfall (resource timings, milliseconds from navigation start): what started
 * before the first screen was interactive, and whether the overlays' code waited for idle.
 */

const isRemoteStart = (r) => r.app !== 'host' && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(r.url);

/** Code that only the cart panel or the dialogs need: anything of those two remotes past their entry. */
export function isOverlayCode(r) {
  return (r.app === 'cart' || r.app === 'auth') && r.type !== 'navigation' && !isRemoteStart(r) && /\.js$/.test(r.url);
}

/**
 * @param {{ url: string, app: string, start: number, end: number }[]} waterfall
 * @returns {{ overlayBeforeIdle: number }} how long before the first idle callback the first overlay-only
 *   script started (≤ 0: none did).
 */
export function loadingOrder(waterfall, idle) {
  const overlayStarts = waterfall.filter(isOverlayCode).map((r) => r.start);
  return { overlayBeforeIdle: overlayStarts.length ? idle - Math.min(...overlayStarts) : Number.NaN };
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
