/**
 * How long a warm instance reuses what it fetched (the host's page, parsed; its runtime config; the shop
 * site's release file; a build's pages file): as long as the edge keeps an answer anyway (SHARED_CACHE's
 * `s-maxage`), so that a release or a rollback shows within a minute more.
 */
export const KEEP_MS = 60_000;

/**
 * What a warm instance keeps between requests: each value by its key, for `keepMs` from when it was
 * asked for. The requests that ask for it meanwhile share the one load, a burst of them included; a
 * load that fails is not kept, so that the next request tries again.
 * @param {number} [keepMs]
 * @param {() => number} [now]
 * @returns {<T>(key: string, load: () => Promise<T>) => Promise<T>}
 */
export function minuteMemory(keepMs = KEEP_MS, now = Date.now) {
  const entries = new Map();
  return function kept(key, load) {
    const at = now();
    for (const [old, entry] of entries) if (at - entry.at >= keepMs) entries.delete(old);
    const known = entries.get(key);
    if (known) return known.value;
    const value = (async () => load())();
    entries.set(key, { at, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
