/**
 * The bar sits at the foot of the screen, where the remotes' fallbacks stand too (layout/Overlays.module.css):
 * on a phone it spans the width and would cover a fallback's Retry for as long as it shows. So the room it
 * takes is published on the page as `--notification-room`, kept true as the message changes or wraps, and
 * what else stands there stands above it.
 */
export function publishNotificationRoom(region: HTMLElement, root: HTMLElement = document.documentElement): () => void {
  const observer = new ResizeObserver(() => root.style.setProperty('--notification-room', `${region.offsetHeight}px`));
  observer.observe(region);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--notification-room');
  };
}
