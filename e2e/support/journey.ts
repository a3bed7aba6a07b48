import type { Page } from '@playwright/test';
import { dismissSplash } from './splash';

/**
 * Where a team's journeys start: the local stack's host page in the suite and a team's check, or, in a
 * release's check, the live host page with the candidate build selected (`?cart-candidate=<n>`), which
 * the release names in `STOREFRONT_JOURNEY_URL` (tools/release/journeys.mjs).
 */
export const JOURNEY_START = process.env.STOREFRONT_JOURNEY_URL ?? '/';

/** A shopper opens the storefront and waves the splash away. */
export async function startJourney(page: Page): Promise<void> {
  await page.goto(JOURNEY_START);
  await dismissSplash(page);
}
