import type { Page } from '@playwright/test';
import type { RemoteName } from './remotes';

/** Where the host mounts a remote (host/src/federation/RemoteSlot.tsx marks it with `data-remote`). */
export function remoteSlot(page: Page, remote: RemoteName) {
  return page.locator(`[data-remote="${remote}"]`);
}

/**
 * The fallback a remote's slot shows when that remote fails: its alert, which offers Retry. Found by the
 * slot and the role, not by the host's sentence, so that every team's specs can use it.
 */
export function remoteFallback(page: Page, remote: RemoteName) {
  return remoteSlot(page, remote).getByRole('alert');
}
