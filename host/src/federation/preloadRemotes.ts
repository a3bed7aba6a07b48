import { CONFIG_GLOBAL } from '@storefront/shared';

/** An absolute http(s) address, or undefined: this reads the config before anything has checked it. */
function webAddress(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function hint(doc: Document, href: string, as: 'fetch' | 'script'): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  // The runtime fetches a manifest with CORS and adds an entry as a plain script: a preload is used
  // only by a request made the same way.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}

/**
 * Starts every remote's live manifest and entry, at the root of its site, downloading beside the host's
 * app code, once the page as served has been shown (startup/startUp.ts): they are there before the first
 * slot asks the runtime for them, and they do not compete with the first paint. The config is read
 * unchecked, to keep the schemas out of the page's first script: the runtime checks it when it starts
 * (remotes.ts), and a bad address costs only a wasted hint.
 */
export function preloadRemotes(doc: Document, scope: object = globalThis): void {
  const config: unknown = (scope as Record<string, unknown>)[CONFIG_GLOBAL];
  const remotes: unknown = typeof config === 'object' && config !== null ? (config as Record<string, unknown>).remotes : undefined;
  if (typeof remotes !== 'object' || remotes === null) return;
  for (const value of Object.values(remotes)) {
    const site = webAddress(value);
    if (!site) continue;
    hint(doc, new URL('mf-manifest.json', site).href, 'fetch');
    // Beside its manifest, under the name tools/webpack/remotePreset.mjs gives every remote's entry.
    hint(doc, new URL('remoteEntry.js', site).href, 'script');
  }
}
