/** The newest builds a site keeps beside the live, known-good and pinned ones. */
export const KEEP_NEWEST = 3;
/** The most builds a site holds: past it, a publish refuses rather than drop a build the page or a team relies on. */
export const MOST_KEPT = 8;

/**
 * Which builds a publish keeps: the live one, the known-good one, every pinned one and the newest few;
 * the others are dropped. None of the first three is ever dropped: a site that would have to hold more
 * than `most` builds refuses, saying which it must keep.
 * @returns {{ release: object, dropped: number[] }}
 */
export function retain(release, { newest = KEEP_NEWEST, most = MOST_KEPT } = {}) {
  const needed = new Set([release.live, release.knownGood, ...release.pins].filter((id) => id !== undefined));
  const byNewest = [...release.builds].sort((a, b) => b.id - a.id);
  const builds = byNewest.filter((build, index) => index < newest || needed.has(build.id));
  if (builds.length > most) {
    const roles = `live ${release.live ?? 'none'}, known-good ${release.knownGood ?? 'none'}, pinned ${release.pins.join(', ') || 'none'}, newest ${byNewest.slice(0, newest).map((b) => b.id).join(', ')}`;
    throw new Error(`Refusing to publish: the site would keep ${builds.length} builds (${roles}), more than ${most}, and never drops a live, known-good or pinned one. Unpin one first (--unpin <n>).`);
  }
  return { release: { ...release, builds }, dropped: byNewest.filter((build) => !builds.includes(build)).map((build) => build.id) };
}
