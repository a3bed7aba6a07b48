// A candidate's first check: the live host page with `?<remote>-candidate=<n>` (which the host takes only
// for a build the remote's release file keeps) ran that build, showed no fallback and logged no error.
// The host's candidate is the page of its preview, whose every remote must settle so.
import { chromium } from 'playwright-core';
import { HOST } from '../apps.mjs';

const SETTLE_MS = 30_000;

export async function launchChromium(executablePath) {
  try {
    return await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  } catch (error) {
    const said = `${error instanceof Error ? error.message : error}`.replace(/^browserType\.launch: /, '').split('\n')[0];
    throw new Error(`Chromium could not start from ${executablePath} (${said}); set CHROMIUM_PATH to a Chromium or Chrome that runs on this machine`, { cause: error });
  }
}

/** Why the check failed, or undefined. */
export async function checkCandidate({ hostUrl, remote, id, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  const browser = await launchChromium(executablePath);
  try {
    const page = await browser.newPage();
    const errors = [];
    let ran = false;
    // The page also preloads the live build's root manifest, which a first release has not got: not the candidate's miss.
    let liveFiles = [];
    page.on('console', (message) => {
      const running = message.text().match(new RegExp(`^\\[federation\\] ${remote}: running candidate build ${id} \\((.*)v/${id}/mf-manifest\\.json\\)`));
      if (running) {
        ran = true;
        liveFiles = [`${running[1]}mf-manifest.json`];
      }
      if (message.type() === 'error') errors.push({ text: `${message.text()} (${message.location().url})`, url: message.location().url });
    });
    page.on('pageerror', (error) => errors.push({ text: `uncaught: ${error.message}` }));
    const host = remote === HOST.name;
    const url = new URL(hostUrl);
    if (!host) url.searchParams.set(`${remote}-candidate`, String(id));
    await page.goto(url.href);
    const selector = host ? '[data-remote]' : `[data-remote="${remote}"]`;
    const slots = page.locator(selector);
    // Attached, not visible: a closed overlay's slot (the cart's) takes no room on the page.
    const allSettled = (among) => {
      const found = [...globalThis.document.querySelectorAll(among)];
      return found.length > 0 && found.every((slot) => slot.getAttribute('aria-busy') === 'false');
    };
    const settled = await page.waitForFunction(allSettled, selector, { timeout: SETTLE_MS }).then(() => true, () => false);
    if (!settled) return `${host ? 'the remotes’ slots' : 'its slot'} on ${url.origin} had not settled after ${SETTLE_MS / 1000} s`;
    // Errors a first render sets off (a failed chunk, a rejected request) arrive once the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    const said = errors.filter(({ url }) => !liveFiles.includes(url)).map(({ text }) => text);
    if (await slots.getByRole('alert').count()) return `${host ? 'a remote’s slot' : 'its slot'} showed the fallback${said.length ? `; the console said: ${said.join('; ')}` : ''}`;
    if (said.length) return `the console showed an error: ${said.join('; ')}`;
    if (!ran && !host) return `the page did not run candidate build ${id} (does the host's /env.js name this site?)`;
    return undefined;
  } finally {
    await browser.close();
  }
}
