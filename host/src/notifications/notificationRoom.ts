// On a phone the bar would cover a fallback's Retry at the foot of the screen, so its height is published
// as --notification-room for what else stands there.
export function publishNotificationRoom(region: HTMLElement, root: HTMLElement = document.documentElement): () => void {
  const observer = new ResizeObserver(() => root.style.setProperty('--notification-room', `${region.offsetHeight}px`));
  observer.observe(region);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--notification-room');
  };
}
