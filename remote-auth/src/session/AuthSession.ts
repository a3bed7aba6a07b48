import type { SessionUser } from '@storefront/shared';

/**
 * What the dialogs need from the sign-in service. Firebase implements it (firebaseSession.ts, loaded only
 * when needed); tests hand in a fake.
 */
export interface AuthSession {
  /**
   * Calls back with the signed-in shopper or null: first once the persisted session has been read (so a
   * returning shopper is never reported signed out first), then on every sign-in and sign-out.
   */
  onUserChange: (listener: (user: SessionUser | null) => void) => () => void;
  /** The signed-in shopper now, or null. */
  currentUser: () => SessionUser | null;
  signIn: (email: string, password: string) => Promise<void>;
  register: (email: string, password: string) => Promise<void>;
  /** Opens Google's popup; `isNewUser` is true on the first sign-in of that Google account. */
  signInWithGoogle: () => Promise<{ isNewUser: boolean }>;
  /**
   * Makes sure the signed-in shopper has a users/{uid} record: writes { email, cart: [], interests: [] }
   * when there is none, and leaves an existing record as it is.
   */
  saveUserRecord: () => Promise<void>;
  signOut: () => Promise<void>;
}
