import { readRuntimeConfig } from '@storefront/shared';
import { createVitalsReporter } from './vitalsReporter';

/**
 * Measures the page's web vitals. Start-up calls it once the browser is idle after hydration, and the
 * library is fetched only then, and only where the metrics go somewhere: the browser keeps the entries
 * the library reads, so nothing is missed by starting late.
 */
export function startVitals(): void {
  let vitalsUrl: string | undefined;
  try {
    ({ vitalsUrl } = readRuntimeConfig());
  } catch {
    // A broken /env.js is reported where the page needs it (federation/remotes.ts); metrics can do without.
    return;
  }
  const development = process.env.NODE_ENV === 'development';
  if (!vitalsUrl && !development) return;
  import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
    ({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
      const report = createVitalsReporter({ vitalsUrl, development });
      for (const measure of [onCLS, onINP, onLCP, onFCP, onTTFB]) measure(report);
    },
    (error: unknown) => console.warn('[web-vitals] could not be loaded', error),
  );
}
