// Releases go forward only, so a re-run of an old pipeline or a desk behind can never put older code live
// over newer; going back is what --rollback and --to are for.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const short = (commit) => commit.slice(0, 7);

/** Undefined when this checkout lacks one of them (a shallow clone, a commit never fetched). */
export function gitIsAncestor(older, newer, { cwd = ROOT } = {}) {
  const { status } = spawnSync('git', ['merge-base', '--is-ancestor', older, newer], { cwd, stdio: 'ignore' });
  return status === 0 ? true : status === 1 ? false : undefined;
}

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
