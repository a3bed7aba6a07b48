import { send, type Delivery } from '@storefront/shared';

// Sooner, a notice would contradict the panel or dialog that opens; later, a click that did nothing
// visible looks ignored.
export const QUIET_MS = 1000;

export function sayIfStillWaiting(delivery: Delivery, answered: () => boolean, { waiting, refused }: { waiting: string; refused: string }): void {
  if (delivery === 'refused') send('ui/notify', { message: refused });
  if (delivery !== 'queued') return;
  setTimeout(() => {
    if (!answered()) send('ui/notify', { message: waiting });
  }, QUIET_MS);
}
