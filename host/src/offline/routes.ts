// What the service worker keeps, by address alone, so that a test can read every decision without a worker.
// Anything not named here goes to the network untouched: Firebase Auth and Firestore, every POST, every
// answer that carries a shopper's data.

export type Keeping =
  /** Precached by build: the storefront's page, whatever address opened it when the network is slow. */
  | 'shell'
  /** A build's file under an address that never changes: the device's copy, for good. */
  | 'immutable'
  /** What says which build is live, and the shop's served views: the network within a timeout, else the last answer. */
  | 'live'
  /** Product pictures and the host's own: the device's copy, until it expires. */
  | 'picture';

export interface Asked {
  url: URL;
  method: string;
  /** `navigate` for a page. */
  mode: string;
}

// Never kept whatever the address: Firebase's services, in production and in the emulators.
const FIREBASE_HOSTS = /(^|\.)(googleapis\.com|firebaseapp\.com|firebaseio\.com|gstatic\.com|google\.com)$/;
const FIREBASE_PATHS = /^\/(identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|google\.firestore\.|emulator\/)/;

const BUILD_FOLDER = /^\/v\/\d+\//;
// As the sites' own rules say a file is named by its content (tools/sites/siteRules.json).
const CONTENT_NAMED = /(^|\/)assets\/.+|\.[0-9a-f]{10}\.(js|css)$/;
const PICTURE = /\.(svg|png|jpe?g|webp|avif)$/;
const LIVE_FILES = new Set(['/mf-manifest.json', '/release.json', '/remoteEntry.js', '/env.js']);

export function keepingOf({ url, method, mode }: Asked, ownOrigin: string): Keeping | undefined {
  if (method !== 'GET' || !/^https?:$/.test(url.protocol)) return undefined;
  if (FIREBASE_HOSTS.test(url.hostname) || FIREBASE_PATHS.test(url.pathname)) return undefined;
  const own = url.origin === ownOrigin;
  if (mode === 'navigate') {
    if (!own) return undefined;
    return url.pathname === '/' || url.pathname === '/index.html' ? 'shell' : 'live';
  }
  if (LIVE_FILES.has(url.pathname)) return 'live';
  if (PICTURE.test(url.pathname) && (CONTENT_NAMED.test(url.pathname) || (own && url.pathname.startsWith('/media/')))) return 'picture';
  if (BUILD_FOLDER.test(url.pathname) || CONTENT_NAMED.test(url.pathname)) return 'immutable';
  return undefined;
}
