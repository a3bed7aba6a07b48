import { readRuntimeConfig } from '@storefront/shared';
import { createVitalsReporter } from './vitalsReporter';

// Fetched only at idle after hydration: the browser keeps the entries the library reads, so nothing is missed.
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
