import { test, expect } from '../../support/fixtures';
import { startJourney } from '../../support/journey';
import { registerThroughUi } from '../../support/session';

/**
 * What shoppers do with the sign-in dialogs, step by step. The auth team's check runs them on the local
 * stack, and a release of auth runs them again on the live host page with its candidate build, refusing
 * the candidate at the first step that fails (tools/release/journeys.mjs).
 */

test('a shopper opens the login dialog, turns to registering and closes it', async ({ page }) => {
  const login = page.getByRole('dialog', { name: 'Login' });
  const register = page.getByRole('dialog', { name: 'Register' });
  await startJourney(page);
  await test.step('open the login dialog', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await expect(login).toBeVisible();
  });
  await test.step('turn to registering', async () => {
    await login.getByRole('button', { name: 'Register instead' }).click();
    await expect(register).toBeVisible();
  });
  await test.step('close the dialog', async () => {
    await page.keyboard.press('Escape');
    await expect(register).toBeHidden();
  });
});

test('a shopper registers, logs out and logs in again', async ({ page }) => {
  const banner = page.getByRole('banner');
  const login = page.getByRole('dialog', { name: 'Login' });
  await startJourney(page);
  const { email, password } = await test.step('register', () => registerThroughUi(page));
  await test.step('log out', async () => {
    await banner.getByRole('button', { name: 'Logout' }).first().click();
    await expect(banner.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  });
  await test.step('log in', async () => {
    await banner.getByRole('button', { name: 'Login' }).first().click();
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  });
});
