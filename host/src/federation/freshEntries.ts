/**
 * Entry scripts to fetch past whatever the browser already holds for their address. The host's page
 * preloads every remote's entry (preloadRemotes.ts); when that preload failed, the browser hands the
 * same failed response to the next script with that address, so a Retry must ask for the entry under
 * an address of its own.
 */
const attempts = new Map<string, number>();

export function refetchNextTime(entryUrl: string): void {
  attempts.set(entryUrl, (attempts.get(entryUrl) ?? 0) + 1);
}

/** The address to load an entry from: unchanged until it has been retried. */
export function entryAddress(entryUrl: string): string {
  const attempt = attempts.get(entryUrl);
  if (!attempt) return entryUrl;
  const url = new URL(entryUrl);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}
