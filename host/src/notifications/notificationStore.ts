import { create } from 'zustand';
import { on, publish, type CommandPayload } from '@storefront/shared';

export const NOTICE_MS = 3000;

export type Notice = CommandPayload<'ui/notify'>;

export type Hold = 'focus' | 'pointer';

interface NotificationState {
  notice: Notice | null;
  /** A notice is not taken away from under the shopper's focus or pointer. */
  holds: ReadonlySet<Hold>;
  /** Ran out while held: the notice goes once the last hold is let go. */
  expired: boolean;
  show: (notice: Notice) => void;
  hold: (hold: Hold, held: boolean) => void;
  /** For when the bar's controls leave the screen, so that no blur or leave will come. */
  release: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** A newer notice replaces the one shown and gets its own full 3 s. */
export const useNotifications = create<NotificationState>()((set, get) => {
  const goIfExpired = () => {
    if (get().holds.size === 0 && get().expired) set({ notice: null, expired: false });
  };
  return {
    notice: null,
    holds: new Set(),
    expired: false,
    show: (notice) => {
      clearTimeout(timer);
      set({ notice, expired: false });
      timer = setTimeout(() => (get().holds.size > 0 ? set({ expired: true }) : set({ notice: null })), NOTICE_MS);
    },
    hold: (hold, held) => {
      const holds = new Set(get().holds);
      if (held) holds.add(hold);
      else holds.delete(hold);
      set({ holds });
      goIfExpired();
    },
    release: () => {
      set({ holds: new Set() });
      goIfExpired();
    },
  };
});

export function showNotifications(): () => void {
  const share = (notice: Notice | null) => publish('ui/notice', { message: notice?.message ?? null });
  share(useNotifications.getState().notice);
  const offs = [
    on('ui/notify', (notice) => useNotifications.getState().show(notice)),
    useNotifications.subscribe((state, before) => {
      if (state.notice !== before.notice) share(state.notice);
    }),
  ];
  return () => offs.forEach((off) => off());
}
