import { create } from 'zustand';

/** How far start-up has come, for the parts of the page that wait for it. */
export const useStartup = create(() => ({
  /** The browser has been idle once since hydration: the overlays' remotes needed at idle may load. */
  idle: false,
}));

export function showOverlays(): void {
  useStartup.setState({ idle: true });
}
