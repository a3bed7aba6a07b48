import { create } from 'zustand';
import { send } from '@storefront/shared';

interface SignInSlotState {
  /** The auth remote's slot failed at least once and this is its Retry; null while it never has. */
  retry: (() => void) | null;
  /** A Retry is under way (the slot's fallback has gone while it loads again). */
  retrying: boolean;
}

/**
 * What the header knows of the auth remote's slot. Until the auth remote answers `auth/state`, the header
 * holds Login's place without offering it; when the slot has failed, that answer will not come, and the
 * header offers a Login that says so, with the slot's Retry.
 */
export const useSignInSlot = create<SignInSlotState>()(() => ({ retry: null, retrying: false }));

/** Called while the auth slot shows its fallback; the cleanup runs as the slot loads again. */
export function signInSlotFailed(retry: () => void): () => void {
  useSignInSlot.setState({ retry, retrying: false });
  return () => useSignInSlot.setState({ retrying: true });
}

/**
 * Retries the auth slot for a shopper who asked to sign in. The login dialog is asked for at once: like
 * any command sent while the auth remote is loading, it waits on the bus and opens once auth is there.
 */
export function retrySignIn(): void {
  const { retry, retrying } = useSignInSlot.getState();
  if (!retry || retrying) return;
  retry();
  send('auth/open', { mode: 'login' });
}
