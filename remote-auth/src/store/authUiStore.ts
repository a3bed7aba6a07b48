import { create } from 'zustand';
import type { CommandPayload } from '@storefront/shared';

export type AuthMode = CommandPayload<'auth/open'>['mode'];

/** What is running, so the dialog can say so and hold off a second request. */
export type AuthActivity = 'login' | 'register' | 'google' | 'record';

export interface AuthUiState {
  /** The dialog shown, or null when closed. */
  mode: AuthMode | null;
  activity: AuthActivity | null;
  /** The sentence shown to the person in the dialog after a failure. */
  error: string | null;
  /** What was typed as Email, carried over when the person switches between Login and Register. */
  email: string;
  open: (mode: AuthMode) => void;
  close: () => void;
  switchTo: (mode: AuthMode, email: string) => void;
  start: (activity: AuthActivity) => void;
  fail: (message: string) => void;
  succeed: () => void;
}

const idle = { activity: null, error: null } as const;

export const useAuthUiStore = create<AuthUiState>()((set) => ({
  mode: null,
  ...idle,
  email: '',
  // A request still running (the person closed the dialog mid-way) keeps its activity, so a reopened
  // dialog does not offer to start a second one.
  open: (mode) => set({ mode, error: null }),
  close: () => set({ mode: null, error: null }),
  switchTo: (mode, email) => set({ mode, email, error: null }),
  start: (activity) => set({ activity, error: null }),
  fail: (error) => set({ activity: null, error }),
  succeed: () => set({ mode: null, ...idle, email: '' }),
}));
