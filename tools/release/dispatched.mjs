/**
 * `npm run release -- cart --dispatched`: what a team's workflow runs when someone asks it, from GitHub
 * (`workflow_dispatch`), for a rollback, `--to`, a pin or an unpin, so that these change the live site
 * with the team's identity, in its environment and one at a time with its releases. The action comes from
 * the dispatch's inputs, in the event GitHub hands the job (GITHUB_EVENT_PATH), and becomes the options a
 * desk would type, which the release's own parser then takes or refuses: nothing typed into the form
 * reaches a shell.
 */
import { readFileSync } from 'node:fs';

/** The dispatch's choices, and the options each stands for (`build`: the build number it names). */
export const DISPATCHED = {
  rollback: () => ['--rollback'],
  to: (build) => ['--to', build],
  pin: (build) => ['--pin', build],
  unpin: (build) => ['--unpin', build],
};

/**
 * The options a dispatch's inputs stand for.
 * @param {{ action?: string, build?: string }} inputs
 */
export function argvOfDispatch({ action, build } = {}) {
  const options = DISPATCHED[action];
  if (!options) throw new Error(`The workflow was dispatched with action "${action ?? ''}": it takes ${Object.keys(DISPATCHED).join(', ')}.`);
  if (action !== 'rollback' && !build?.trim()) throw new Error(`The workflow was dispatched to ${action} with no build: say which, as the site's release.json numbers them.`);
  return options(build?.trim());
}

/**
 * The command line with `--dispatched` replaced by what the dispatch asked for; any other as it is.
 * @param {string[]} argv  what follows `npm run release --`
 * @param {() => { action?: string, build?: string }} readInputs  the dispatch's inputs
 */
export function dispatchedArgv(argv, readInputs) {
  if (!argv.includes('--dispatched')) return argv;
  return [...argv.filter((arg) => arg !== '--dispatched'), ...argvOfDispatch(readInputs())];
}

/** The inputs of the `workflow_dispatch` event this job runs for. */
export function dispatchInputs(env = process.env) {
  if (!env.GITHUB_EVENT_PATH) throw new Error('--dispatched takes its action from a workflow_dispatch event (GITHUB_EVENT_PATH), and there is none: at a desk, say --rollback, --to, --pin or --unpin.');
  return JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')).inputs ?? {};
}
