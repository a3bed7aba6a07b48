import { publishNotificationRoom } from './notificationRoom';

/** What a browser does when an observed element's size changes (tools/jest/setup.ts gives jsdom an observer). */
const resizeObserved = (element: Element) => (ResizeObserver as unknown as { resized: (element: Element) => void }).resized(element);

/** The region, `height` px tall as the browser would lay it out (jsdom lays nothing out). */
function regionOf(height: number): HTMLElement {
  const region = document.createElement('div');
  Object.defineProperty(region, 'offsetHeight', { configurable: true, get: () => height });
  return region;
}

describe('publishNotificationRoom', () => {
  it('publishes the height the bar takes, and again whenever it changes', () => {
    const root = document.createElement('html');
    const region = regionOf(0);
    publishNotificationRoom(region, root);
    expect(root.style.getPropertyValue('--notification-room')).toBe('0px');

    Object.defineProperty(region, 'offsetHeight', { get: () => 96 });
    resizeObserved(region);
    expect(root.style.getPropertyValue('--notification-room')).toBe('96px');
  });

  it('takes the room back when the bar goes', () => {
    const root = document.createElement('html');
    const region = regionOf(60);
    const stop = publishNotificationRoom(region, root);
    stop();
    expect(root.style.getPropertyValue('--notification-room')).toBe('');
    resizeObserved(region);
    expect(root.style.getPropertyValue('--notification-room')).toBe('');
  });
});
