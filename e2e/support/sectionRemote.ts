import { expect, type Page } from '@playwright/test';
import { remoteFallback, remoteSlot } from './remoteSlot';
import type { RemoteName } from './remotes';

/**
 * How a shopper uses a remote in a section of its own below the shop, whatever its team shows there: it
 * comes on screen, and its slot holds its component, not its fallback. Nothing to put away.
 */
export function useInItsSection(remote: RemoteName) {
  return {
    ask: (page: Page) => page.locator(`section#${remote}`).scrollIntoViewIfNeeded(),
    answered: async (page: Page) => {
      await expect(remoteSlot(page, remote)).toHaveAttribute('aria-busy', 'false');
      await expect(remoteFallback(page, remote)).toHaveCount(0);
      await expect(remoteSlot(page, remote)).not.toBeEmpty();
    },
    putAway: async () => undefined,
  };
}
