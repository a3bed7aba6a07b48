/**
 * Releases go forward only. A build goes live over the live one only when the commit it was built from is
 * the live build's or descends from it, so that a re-run of an old pipeline run, or a desk whose checkout
 * is behind, can never put older code live over newer. Going back is what `--rollback` and `--to <n>` are
 * for: they make a build the site keeps live again, building nothing.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const short = (commit) => commit.slice(0, 7);

/**
 * git's answer to whether `older` is `newer` or one of its ancestors: true or false, or undefined when
 * this checkout does not hold one of them (a shallow clone, a commit never fetched).
 * @returns {boolean | undefined}
 */
export function gitIsAncestor(older, newer, { cwd = ROOT } = {}) {
  const { status } = spawnSync('git', ['merge-base', '--is-ancestor', older, newer], { cwd, stdio: 'ignore' });
  return status === 0 ? true : status === 1 ? false : undefined;
}

/**
 * Refuses, naming both commits, a build whose commit does not descend from the live build's. A site with
 * nothing live, or whose live build records no commit, has nothing to go back from.
 * @param {{ remote: string, release: { live?: number, builds: { id: number, source?: { commit?: string | null } }[] },
 *           commit: string, isAncestor?: (older: string, newer: string) => boolean | undefined }} input
 *   release: the site's release file; commit: the one the build to release was made from
 */
export function refuseGoingBack({ remote, release, commit, isAncestor = gitIsAncestor }) {
  const live = release.builds.find(({ id }) => id === release.live);
  const liveCommit = live?.source?.commit;
  if (!liveCommit || liveCommit === commit) return;
  const answer = isAncestor(liveCommit, commit);
  if (answer === true) return;
  const building = `Refusing to release ${remote} built from ${short(commit)}`;
  const theLive = `${short(liveCommit)}, which the live build ${live.id} was built from`;
  const back = `A release only goes forward; the ways back are \`npm run release -- ${remote} --rollback\` (the known-good build) and \`--to <n>\` (any build the site keeps).`;
  if (answer === undefined) {
    throw new Error(`${building}: this checkout cannot tell whether it descends from ${theLive} (a shallow clone, or a commit it never fetched: fetch the whole history). ${back}`);
  }
  throw new Error(`${building}: it does not descend from ${theLive}, so it would put older code live (a re-run of an old pipeline run, or a checkout behind the one released). ${back}`);
}
