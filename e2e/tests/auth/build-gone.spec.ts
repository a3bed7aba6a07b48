import path from 'node:path';
import { test, expect } from '../../support/fixtures';
import { addPack, cartParts } from '../../support/cartParts';
import { dropBuild, endRehearsal, nextAuthBuild, OPENINGS, releaseOnStack } from '../../support/releaseWhileOpen';
import { remoteOrigin } from '../../support/remotes';
import { recordStatus, registerThroughUi } from '../../support/session';
import { REPO } from '../../support/tempBuild';

/**
 * A page open longer than the auth site keeps its build (the build dropped after its time): the record's
 * code it asks for at registration has gone. The account is made and the registration confirmed; the
 * page, which cannot swap auth while it runs, says plainly that it has been updated, with one button that
 * reloads it; the reloaded page keeps the tab's cart and the sign-in, and writes the record without the
 * shopper. Nothing asks again for a file that answered 404.
 */
const AUTH = remoteOrigin('auth');
let next: string;

// The browser says so of the file that answered 404, and of the page's and auth's one check of it.
test.use({ expectedConsoleErrors: [new RegExp(`Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(${AUTH}/v/1/`)] });

test.beforeAll(() => {
  test.setTimeout(240_000);
  next = nextAuthBuild();
});

test.afterEach(() => endRehearsal('auth'));

for (const opening of OPENINGS) {
  test.describe(opening.title, () => {
    test.use({ serviceWorkers: opening.serviceWorkers });

    test('registering on a page whose auth build has gone: confirmed, "page updated" with one Reload, and the reloaded page keeps the cart and the sign-in and writes the record', { tag: ['@cart', '@shop'] }, async ({ page }) => {
      test.setTimeout(180_000);
      const cart = cartParts(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(AUTH) && request.method() === 'GET') asked.push(request.url());
      });
      const { live: opened } = await releaseOnStack('auth', path.join(REPO, 'remote-auth', 'dist'));
      await opening.open(page);
      await releaseOnStack('auth', next);
      await dropBuild('auth', opened);

      const { email } = await registerThroughUi(page);
      await expect(page.getByTestId('notification')).toHaveText('Registration successful!');
      const updated = page.getByRole('alert').filter({ hasText: 'This page has been updated.' });
      await expect(updated).toBeVisible();
      await expect(updated.getByRole('button')).toHaveCount(1);
      await addPack(page, 'Plain Flour', '5kg');
      await expect(cart.badge).toHaveText('1');

      await updated.getByRole('button', { name: 'Reload page' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' }).first()).toBeVisible();
      await expect(page.getByRole('banner').getByText(email).first()).toBeVisible();
      await expect(cart.badge).toHaveText('1');
      await expect.poll(() => recordStatus(email), { message: 'users/{uid} written by the reloaded page', timeout: 30_000 }).toBe(200);
      await expect(page.getByRole('alert').filter({ hasText: 'This page has been updated.' })).toHaveCount(0);

      const gone = asked.filter((url) => url.startsWith(`${AUTH}/v/${opened}/`) && /user-record/.test(url));
      expect(gone, 'the record’s code of the dropped build, asked for once').toHaveLength(1);
    });
  });
}
