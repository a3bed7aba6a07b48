import { send } from '@storefront/shared';
import type { Opening } from '../header/navigation';

/** What another page of this site may ask the storefront to open as it arrives (`storefrontOpening`). */
const ON_ARRIVAL: Record<Opening, () => void> = {
  login: () => send('auth/open', { mode: 'login' }),
  cart: () => send('cart/toggle', { open: true }),
};

const isOpening = (name: string): name is Opening => Object.hasOwn(ON_ARRIVAL, name);

// Each once, then taken out of the address, so a reload does not open it again.
export function openOnArrival(clicked: readonly string[] = []): void {
  const url = new URL(window.location.href);
  const addressed = (Object.keys(ON_ARRIVAL) as Opening[]).filter((opening) => url.searchParams.has(opening));
  for (const opening of new Set([...addressed, ...clicked.filter(isOpening)])) ON_ARRIVAL[opening]();
  for (const opening of addressed) url.searchParams.delete(opening);
  if (addressed.length > 0) history.replaceState(history.state, '', url);
}
