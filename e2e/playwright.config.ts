import { defineConfig, devices } from '@playwright/test';

/**
 * Runs against the production builds served as in production, with the Auth emulator and the Firestore
 * emulator (the stand-in where its jar is not found: docs/firebase.md), in Debian's Chromium. `npm run test:e2e` builds first; the stack is started here,
 * or, where a team's `npm start` of this checkout runs, that stack serves the builds under test, with the
 * desk's rehearsals set aside while the suite runs (support/suiteOnTheStack.ts).
 */
export default defineConfig({
  testDir: './tests',
  // The repository's tools are ES modules Node loads as they are: transpiled, their `import.meta` would
  // make Node take the CommonJS output for a module again.
  build: { external: ['**/tools/**/*.mjs'] },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // A team's check reads what failed from here (tools/check/failure.mjs).
    ...(process.env.STOREFRONT_CHECK_REPORT ? [['json', { outputFile: process.env.STOREFRONT_CHECK_REPORT }] as const] : []),
  ],
  use: {
    baseURL: 'http://localhost:3000',
    // A service worker's own requests pass by page.route, which the faults specs play with: only the worker's
    // specs and the release specs' return visits let the storefront register it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  globalSetup: './support/suiteOnTheStack.ts',
  webServer: {
    command: 'node ../tools/start.mjs --no-build',
    url: 'http://localhost:3000',
    // A stack already running is this checkout's (the global setup refuses any other), so that a team
    // checks beside its running stack, CI or not; where none runs, as in CI, this one is started.
    reuseExistingServer: true,
    // As Ctrl-C stops it: its emulators stopped, and its record of itself gone (tools/stack/stackRecord.mjs).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'pipe',
  },
});
