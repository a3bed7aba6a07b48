import { send, type Delivery } from '@storefront/shared';

/**
 * How long a click kept for a remote on its way goes unremarked. Most remotes arrive sooner, and then a
 * notice would only contradict the panel or dialog that has opened; past this, a click that has done
 * nothing visible looks ignored, and the shopper is told it is kept.
 */
export const QUIET_MS = 1000;

/**
 * What the shopper is told of a command a click sent: nothing when it was handled; when it waits for its
 * remote, `waiting` unless `answered` says it has been done by the end of QUIET_MS; when the bus refused
 * it, `refused` at once.
 */
export function sayIfStillWaiting(delivery: Delivery, answered: () => boolean, { waiting, refused }: { waiting: string; refused: string }): void {
  if (delivery === 'refused') send('ui/notify', { message: refused });
  if (delivery !== 'queued') return;
  setTimeout(() => {
    if (!answered()) send('ui/notify', { message: waiting });
  }, QUIET_MS);
}
