import type { AuthActivity } from '../store/authUiStore';

/** What the dialog says while a request runs, so a slow network never looks like a dead button. */
export const BUSY_MESSAGES: Readonly<Record<AuthActivity, string>> = {
  login: 'Logging you in…',
  register: 'Creating your account…',
  google: 'Waiting for Google: finish signing in in the window that opened.',
  record: 'Saving your account record…',
};
