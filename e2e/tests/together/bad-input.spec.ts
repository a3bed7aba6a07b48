import type { Locator, Page, Request } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { registerThroughUi } from '../../support/session';
import { dismissSplash } from '../../support/splash';

/**
 * Every form of the storefront, fed what people (and attackers) type. Each value gets a message beside
 * its field or is kept as plain text; none becomes markup, none is sent, nothing crashes (the fixture
 * fails the test on any uncaught or console error).
 */

const BAD_INPUTS: { name: string; value: string; blank?: true }[] = [
  { name: 'empty', value: '', blank: true },
  { name: 'whitespace only', value: '   \t  ', blank: true },
  { name: '10,000 characters', value: 'x'.repeat(10_000) },
  { name: "email 'a@'", value: 'a@' },
  { name: "email 'a@b'", value: 'a@b' },
  { name: "email '@b.co'", value: '@b.co' },
  { name: "email 'a b@c.co'", value: 'a b@c.co' },
  { name: "email 'a@@b.co'", value: 'a@@b.co' },
  { name: 'HTML payload', value: '<img src=x onerror=alert(1)>' },
  { name: 'script payload', value: '<script>alert(1)</script>' },
  { name: 'emoji', value: '🛒📦' },
  { name: 'right-to-left text', value: 'متجر الجملة' },
];

interface Form {
  /** The form on screen, with nothing of the test's sent yet. */
  open: (page: Page) => Promise<Locator>;
  /** Labels of the fields to fill; the first is the email field. */
  fields: string[];
  submit: string;
  /** A request this form must never make for a value it should reject. */
  forbidden: (request: Request) => boolean;
}

const WRITES = (request: Request) => ['POST', 'PUT', 'PATCH'].includes(request.method());
const AUTH_EMULATOR = (request: Request) => request.url().startsWith('http://127.0.0.1:9099');

async function openAuthDialog(page: Page, name: 'Login' | 'Register'): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  if (name === 'Login') return login;
  await login.getByRole('button', { name: 'Register instead' }).click();
  return page.getByRole('dialog', { name: 'Register' });
}

const FORMS: Record<string, Form> = {
  login: {
    open: (page) => openAuthDialog(page, 'Login'),
    fields: ['Email', 'Password'],
    submit: 'Login',
    forbidden: AUTH_EMULATOR,
  },
  register: {
    open: (page) => openAuthDialog(page, 'Register'),
    fields: ['Email', 'Password'],
    submit: 'Register',
    forbidden: AUTH_EMULATOR,
  },
  checkout: {
    open: async (page) => {
      await registerThroughUi(page);
      await page.locator('#shop').getByTestId('product-card').first().getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).first().click();
      await page.getByRole('complementary', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
      return page.getByRole('dialog', { name: 'Checkout' });
    },
    fields: ['Email', 'Name', 'Address', 'City', 'ZIP code'],
    submit: 'Place order',
    forbidden: WRITES,
  },
  contact: {
    open: async (page) => page.getByRole('form', { name: 'Send an enquiry' }),
    fields: ['Email', 'Name', 'Enquiry'],
    submit: 'Send enquiry',
    forbidden: WRITES,
  },
  newsletter: {
    open: async (page) => page.getByRole('form', { name: 'Newsletter sign-up' }),
    fields: ['Email'],
    submit: 'Subscribe',
    forbidden: WRITES,
  },
};

/** Whether the page turned typed text into elements or ran it. */
async function expectNoMarkupFromInput(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injectedScripts = await page.evaluate(() => Array.from(document.scripts).filter((script) => script.text.includes('alert(1)')).length);
  expect(injectedScripts, 'script elements made from input').toBe(0);
  expect(dialogs, 'alert() calls').toEqual([]);
}

for (const [formName, form] of Object.entries(FORMS)) {
  test(`${formName}: every bad value gets a message beside its field or stays plain text`, { tag: ['@shop', '@cart', '@auth'] }, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    await dismissSplash(page);
    const container = await form.open(page);
    await expect(container).toBeVisible();

    const sent: string[] = [];
    page.on('request', (request) => {
      if (form.forbidden(request)) sent.push(`${request.method()} ${request.url()}`);
    });

    const field = (label: string) => container.getByLabel(label, { exact: true });
    for (const input of BAD_INPUTS) {
      await test.step(input.name, async () => {
        for (const label of form.fields) await field(label).fill(input.value);
        await container.getByRole('button', { name: form.submit, exact: true }).click();

        // None of the values is an email address, so the form is never sent: its email says why (in its
        // team's words, which that team's own tests check).
        await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
        await expect(field('Email')).toHaveAccessibleDescription(/\S/);
        for (const label of form.fields.slice(1)) {
          const target = field(label);
          if (input.blank && label !== 'Password') {
            await expect(target).toHaveAttribute('aria-invalid', 'true');
            await expect(target).toHaveAccessibleDescription(/\S/);
          } else if ((await target.getAttribute('aria-invalid')) === 'true') {
            await expect(target).toHaveAccessibleDescription(/\S/);
          } else {
            await expect(target).toHaveValue(input.value);
          }
        }
        await expect(container).toBeVisible();
        await expectNoMarkupFromInput(page, dialogs);
      });
    }
    expect(sent, 'requests made for rejected input').toEqual([]);
  });
}
