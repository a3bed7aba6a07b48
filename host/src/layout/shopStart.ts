import { create } from 'zustand';

const useShopStart = create<{ started: boolean }>()(() => ({ started: false }));

/** Whether the shop's remote may load: once start-up has seen that it is wanted (startup/shopWanted.ts). */
export function useShopStarted(): boolean {
  return useShopStart((state) => state.started);
}

/** Start-up's word that the shop is wanted; a shop once started stays. */
export function startShop(): void {
  useShopStart.setState({ started: true });
}
