import { send } from '@storefront/shared';
import type { Opening } from '../header/navigation';

/** What another page of this site may ask the storefront to open as it arrives (`storefrontOpening`), and the command for each. */
const ON_ARRIVAL: Record<Opening, () => void> = {
  login: () => send('auth/open', { mode: 'login' }),
  cart: () => send('cart/toggle', { open: true }),
};

/** Sends what the address asks for (it waits on the bus for its remote), then takes that out of the address, so a reload does not open it again. */
export function openOnArrival(): void {
  const url = new URL(window.location.href);
  const asked = Object.entries(ON_ARRIVAL).filter(([opening]) => url.searchParams.has(opening));
  for (const [opening, open] of asked) {
    open();
    url.searchParams.delete(opening);
  }
  if (asked.length > 0) history.replaceState(history.state, '', url);
}
