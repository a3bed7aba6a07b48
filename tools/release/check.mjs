/**
 * The check a candidate passes before shoppers get it: the live host page, in headless Chromium, with
 * the remote pointed at the candidate by `?<remote>-candidate=<n>`, an override the host accepts only for
 * a build the remote's own release file keeps (host/src/federation/remotes.ts). It passes when the page
 * ran that build, its slot shows the remote rather than the fallback, and the console shows no error.
 */
import { chromium } from 'playwright-core';

const SETTLE_MS = 30_000;

/**
 * @param {{ hostUrl: URL | string, remote: string, id: number, executablePath?: string }} options
 * @returns {Promise<string | undefined>} why the check failed, or nothing when it passed
 */
export async function checkCandidate({ hostUrl, remote, id, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const errors = [];
    let ran = false;
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      if (message.text().startsWith(`[federation] ${remote}: running candidate build ${id} `)) ran = true;
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    const url = new URL(hostUrl);
    url.searchParams.set(`${remote}-candidate`, String(id));
    await page.goto(url.href);
    const slot = page.locator(`[data-remote="${remote}"][aria-busy="false"]`);
    const settled = await slot.waitFor({ timeout: SETTLE_MS }).then(() => true, () => false);
    if (!settled) return `its slot on ${url.origin} had not settled after ${SETTLE_MS / 1000} s`;
    // Errors a first render sets off (a failed chunk, a rejected request) arrive once the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    if (await slot.getByRole('alert').count()) return `its slot showed the fallback${errors.length ? `; the console said: ${errors.join('; ')}` : ''}`;
    if (errors.length) return `the console showed an error: ${errors.join('; ')}`;
    if (!ran) return `the page did not run candidate build ${id} (does the host's /env.js name this site?)`;
    return undefined;
  } finally {
    await browser.close();
  }
}
