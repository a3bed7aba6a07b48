// A candidate's first check: the live host page with `?<remote>-candidate=<n>` (which the host takes only
// for a build the remote's release file keeps) ran that build, showed no fallback and logged no error.
import { chromium } from 'playwright-core';

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
    const url = new URL(hostUrl);
    url.searchParams.set(`${remote}-candidate`, String(id));
    await page.goto(url.href);
    const slot = page.locator(`[data-remote="${remote}"][aria-busy="false"]`);
    // Attached, not visible: a closed overlay's slot (the cart's) takes no room on the page.
    const settled = await slot.waitFor({ state: 'attached', timeout: SETTLE_MS }).then(() => true, () => false);
    if (!settled) return `its slot on ${url.origin} had not settled after ${SETTLE_MS / 1000} s`;
    // Errors a first render sets off (a failed chunk, a rejected request) arrive once the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    const said = errors.filter(({ url }) => !liveFiles.includes(url)).map(({ text }) => text);
    if (await slot.getByRole('alert').count()) return `its slot showed the fallback${said.length ? `; the console said: ${said.join('; ')}` : ''}`;
    if (said.length) return `the console showed an error: ${said.join('; ')}`;
    if (!ran) return `the page did not run candidate build ${id} (does the host's /env.js name this site?)`;
    return undefined;
  } finally {
    await browser.close();
  }
}
