import { create } from 'zustand';
import { on, type CommandPayload } from '@storefront/shared';

/** The spec's confirmation messages last 3 seconds. */
export const NOTICE_MS = 3000;

export type Notice = CommandPayload<'ui/notify'>;

interface NotificationState {
  notice: Notice | null;
  /** Whether keyboard focus is in the bar: it is not taken away from under the shopper. */
  held: boolean;
  /** The 3 s ran out while held: the notice goes as soon as focus leaves. */
  expired: boolean;
  show: (notice: Notice) => void;
  hold: (held: boolean) => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** One notice at a time: a newer one replaces the one shown and gets its own full 3 s. */
export const useNotifications = create<NotificationState>()((set, get) => ({
  notice: null,
  held: false,
  expired: false,
  show: (notice) => {
    clearTimeout(timer);
    set({ notice, expired: false });
    timer = setTimeout(() => (get().held ? set({ expired: true }) : set({ notice: null })), NOTICE_MS);
  },
  hold: (held) => {
    set({ held });
    if (!held && get().expired) set({ notice: null, expired: false });
  },
}));

/** Shows every `ui/notify` any team sends. */
export function showNotifications(): () => void {
  return on('ui/notify', (notice) => useNotifications.getState().show(notice));
}
