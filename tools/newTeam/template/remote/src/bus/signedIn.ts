import type { StatePayload } from '@storefront/shared';

/**
 * What the __name__ says of who is signed in, from `auth/state` as the bus last had it: nothing yet
 * (auth has not said), signed out, or the shopper's email.
 */
export function signedInLine(state: StatePayload<'auth/state'> | undefined): string {
  if (state === undefined) return 'Checking who is signed in…';
  if (!state.user) return 'Sign in to keep your __name__.';
  return `Your __name__, ${state.user.email || 'signed in'}.`;
}
