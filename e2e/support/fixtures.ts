import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { deleteAccountsMade } from './session';

const LOOPBACK = /^(https?|wss?):\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//;

interface Fixtures {
  /** Console errors and uncaught errors a test provokes on purpose (a dead remote's refused connection), by pattern. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
  accountsDeleted: void;
}

/**
 * Every page in the suite reaches only this machine (but in a release's journeys on the live page), and
 * ends with no uncaught error and no console error other than those its test expects. Every account a test
 * registers (support/session.ts) is deleted with its record when the test ends, passed or failed: on the
 * live project a release's journeys leave nothing behind.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  context: async ({ context }, use) => {
    // A release's journeys run on the live host page, which reaches its sites and Firebase: only that run
    // names one (support/journey.ts).
    if (!process.env.STOREFRONT_JOURNEY_URL) await context.route((url) => !LOOPBACK.test(url.toString()) && !url.protocol.startsWith('data'), (route) => route.abort('blockedbyclient'));
    await use(context);
  },
  consoleErrors: [
    // After accountsDeleted in setup, so before it in teardown: the page is judged while it still runs as
    // the test left it, and only then closed and its accounts deleted (see accountsDeleted).
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Playwright orders fixtures by this pattern.
    async ({ page, expectedConsoleErrors, accountsDeleted }, use) => {
    const errors: string[] = [];
    const note = (text: string) => {
      if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    };
    const record = (message: ConsoleMessage) => {
      if (message.type() === 'error') note(`${message.text()} (${message.location().url})`);
    };
    page.on('console', record);
    // A test may expect one too: a remote that serves something other than JavaScript throws as it runs.
    page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
  accountsDeleted: [
    // The page is closed first: a sign-in's record check may still be under way when the test ends, and an
    // account deleted under it would fail its write or, read as missing, have its record written again.
    async ({ context }, use) => {
      await use();
      await context.close();
      await deleteAccountsMade();
    },
    { auto: true },
  ],
});

export { expect };
