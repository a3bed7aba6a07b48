import type { RemoteName } from './remoteContract';

const settled = new Set<RemoteName>();
const waiting = new Set<() => void>();

/** Called by a remote's slot once it shows the remote or its fallback, whichever came first. */
export function markSlotSettled(remote: RemoteName): void {
  if (settled.has(remote)) return;
  settled.add(remote);
  for (const check of [...waiting]) check();
}

/**
 * Resolves once each named remote's slot has shown its remote or its fallback: the page's start-up is
 * then over, as far as the remotes go.
 */
export function whenSlotsSettled(remotes: readonly RemoteName[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!remotes.every((remote) => settled.has(remote))) return;
      waiting.delete(check);
      resolve();
    };
    waiting.add(check);
    check();
  });
}
