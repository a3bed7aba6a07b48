// The storefront on a device with a poor signal: a notice while the network is gone, and the service worker
// (worker.ts) that lets a return visit open from the device.
import styles from './offline.module.css';

export const OFFLINE_NOTICE = 'You’re offline. The shop and your cart work from this device; logging in, registering and checkout need a connection.';

/** There from the start, empty, so that a screen reader hears the sentence when the network goes. */
export function sayWhenOffline(win: Window = window): void {
  const doc = win.document;
  const notice = doc.createElement('p');
  notice.className = styles.notice ?? '';
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'offline-notice';
  doc.body.append(notice);
  const say = () => {
    notice.textContent = win.navigator.onLine ? '' : OFFLINE_NOTICE;
  };
  win.addEventListener('online', say);
  win.addEventListener('offline', say);
  say();
}

export const WORKER_URL = '/sw.js';

/**
 * Registered once the first visit has settled. The files that visit fetched before the worker took control
 * are given to it to keep, in the message its router listens for (Workbox's `CACHE_URLS`).
 */
export async function keepForOffline(nav: Navigator = navigator, perf: Performance = performance): Promise<void> {
  if (!('serviceWorker' in nav)) return;
  try {
    await nav.serviceWorker.register(WORKER_URL, { updateViaCache: 'none' });
    const { active } = await nav.serviceWorker.ready;
    const urlsToCache = perf.getEntriesByType('resource').map((entry) => entry.name);
    active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  } catch (error) {
    console.warn('[host] the service worker was not registered: a return visit loads from the network', error);
  }
}
