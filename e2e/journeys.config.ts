import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * A release's journeys (tools/release/journeys.mjs): one team's `journeys.spec.ts`, as the suite runs it,
 * but on the live host page the release names (`STOREFRONT_JOURNEY_URL`), so with no local stack, no
 * retry (a candidate that fails once is refused), and a report of the failing journey and step.
 */
export default defineConfig({
  ...suite,
  testMatch: '**/journeys.spec.ts',
  // Debian's Chromium, as the candidate's render check: the release runs where the team is, with that browser.
  projects: (suite.projects ?? []).filter((project) => project.name === 'chromium'),
  retries: 0,
  outputDir: process.env.STOREFRONT_JOURNEY_OUTPUT ?? 'test-results/journeys',
  reporter: [['list'], ['../tools/release/journeyReporter.mjs', { outputFile: process.env.STOREFRONT_JOURNEY_REPORT }]],
  use: { ...suite.use, trace: 'off' },
  webServer: undefined,
  // On the page the release names: no local stack of its own, and the rehearsal it checks stays where it is.
  globalSetup: undefined,
});
