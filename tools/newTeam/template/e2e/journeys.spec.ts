import { test, expect } from '../../support/fixtures';
import { startJourney } from '../../support/journey';
import { registerThroughUi } from '../../support/session';

/**
 * What shoppers do with the __name__, step by step. The __name__ team's check runs them on the local stack,
 * and a release of the __name__ runs them again on the live host page (tools/release/journeys.mjs),
 * refusing the candidate at the first step that fails: each step is named for that.
 */

// It signs in through auth's dialogs, so auth's gate runs it too (tools/check/gate.mjs).
test('a shopper finds the __name__ below the shop, and it knows who signs in', { tag: ['@auth'] }, async ({ page }) => {
  const section = page.locator('section#__name__');
  const signedIn = section.getByTestId('__name__-signed-in');
  await startJourney(page);
  await test.step('scroll to the __name__', async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(signedIn).toHaveText('Sign in to keep your __name__.');
  });
  await test.step('sign in', () => registerThroughUi(page));
  await test.step('see the __name__ say who is signed in', async () => {
    await expect(signedIn).toHaveText(/^Your __name__, .+@.+\.$/);
  });
});
