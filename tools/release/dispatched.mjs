// `--dispatched`: a rollback, --to, pin or unpin asked from GitHub's form (workflow_dispatch) runs in the
// team's workflow, one at a time with its releases. Inputs become options the release's parser checks:
// nothing typed into the form reaches a shell.
import { readFileSync } from 'node:fs';

export const DISPATCHED = {
  rollback: () => ['--rollback'],
  to: (build) => ['--to', build],
  pin: (build) => ['--pin', build],
  unpin: (build) => ['--unpin', build],
};

export function argvOfDispatch({ action, build } = {}) {
  const options = DISPATCHED[action];
  if (!options) throw new Error(`The workflow was dispatched with action "${action ?? ''}": it takes ${Object.keys(DISPATCHED).join(', ')}.`);
  if (action !== 'rollback' && !build?.trim()) throw new Error(`The workflow was dispatched to ${action} with no build: say which, as the site's release.json numbers them.`);
  return options(build?.trim());
}

export function dispatchedArgv(argv, readInputs) {
  if (!argv.includes('--dispatched')) return argv;
  return [...argv.filter((arg) => arg !== '--dispatched'), ...argvOfDispatch(readInputs())];
}

export function dispatchInputs(env = process.env) {
  if (!env.GITHUB_EVENT_PATH) throw new Error('--dispatched takes its action from a workflow_dispatch event (GITHUB_EVENT_PATH), and there is none: at a desk, say --rollback, --to, --pin or --unpin.');
  return JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')).inputs ?? {};
}
