import { readRuntimeConfig } from '@storefront/shared';
import { whenIdleAfterLoad } from '../scheduling/whenIdleAfterLoad';
import { createVitalsReporter } from './vitalsReporter';

/**
 * Measures the page's web vitals without slowing its start: the library is fetched only once the page
 * has loaded and the browser is idle. Reading the environment's config waits for then too: it is a schema
 * parse, which would otherwise lengthen the task that starts hydration.
 */
export function startVitals(): void {
  void whenIdleAfterLoad(5000).then(() => {
    const { vitalsUrl } = readRuntimeConfig();
    const development = process.env.NODE_ENV === 'development';
    if (!vitalsUrl && !development) return;
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
      ({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
        const report = createVitalsReporter({ vitalsUrl, development });
        onCLS(report);
        onINP(report);
        onLCP(report);
        onFCP(report);
        onTTFB(report);
      },
      (error: unknown) => console.warn('[web-vitals] could not be loaded', error),
    );
  });
}
