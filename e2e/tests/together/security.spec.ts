import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../../../tools/apps.mjs';
import { test, expect } from '../../support/fixtures';
import { dismissSplash } from '../../support/splash';

/** Each app's folder and where the local stack serves it. */
const ORIGINS: [string, string][] = APPS.map(({ folder, port }: { folder: string; port: number }) => [folder, `http://localhost:${port}`]);

test.describe('security', () => {
  for (const [app, origin] of ORIGINS) {
    test(`${app} is served with the security headers`, async ({ request }) => {
      const response = await request.get(`${origin}/`);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      // The apps, Google's sign-in helper, and the page's own inline scripts, each by its hash only.
      const allowed = (source: string) => ORIGINS.some(([, appOrigin]) => source === appOrigin) || /^'self'$|^https:\/\/apis\.google\.com$|^'sha256-[A-Za-z0-9+/]+=*'$/.test(source);
      expect(scriptSrc.split(/\s+/).every(allowed)).toBe(true);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // A remote's files are public, read by the host's page from another origin; the host's are its own page's.
      expect(headers['access-control-allow-origin']).toBe(app === 'host' ? undefined : '*');
    });
  }

  test('the page runs with no Content-Security-Policy violation', { tag: ['@shop', '@auth'] }, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/');
    await dismissSplash(page);
    await expect(page.locator('#shop').getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('no built file carries secret key material', () => {
    const root = path.resolve(__dirname, '../../..');
    const secret = /-----BEGIN [A-Z ]*PRIVATE KEY-----|"private_key"\s*:|"client_secret"\s*:|\bsk_live_[0-9a-zA-Z]{10,}|\bxox[abp]-[0-9A-Za-z-]{10,}/;
    const offenders: string[] = [];
    let scanned = 0;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(js|css|html|json|map|txt)$/.test(name)) {
          scanned += 1;
          if (secret.test(readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file));
        }
      }
    };
    for (const [app] of ORIGINS) walk(path.join(root, app, 'dist'));
    expect(scanned).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
