import { create } from 'zustand';
import { send } from '@storefront/shared';

interface SignInSlotState {
  /** Null while the auth slot has never failed. */
  retry: (() => void) | null;
  /** The slot's fallback has gone while it loads again. */
  retrying: boolean;
}

// Until auth answers `auth/state` the header holds Login's place; a failed slot never answers, so the
// header offers a Login that says so, with the slot's Retry.
export const useSignInSlot = create<SignInSlotState>()(() => ({ retry: null, retrying: false }));

/** The cleanup runs as the slot loads again. */
export function signInSlotFailed(retry: () => void): () => void {
  useSignInSlot.setState({ retry, retrying: false });
  return () => useSignInSlot.setState({ retrying: true });
}

// The dialog is asked for at once: it waits on the bus until auth is there.
export function retrySignIn(): void {
  const { retry, retrying } = useSignInSlot.getState();
  if (!retry || retrying) return;
  retry();
  send('auth/open', { mode: 'login' });
}
