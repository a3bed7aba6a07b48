import type { MetricType } from 'web-vitals';
import { useRemoteVersions, type RemoteBuild } from '../federation/remoteBuilds';

interface ReporterOptions {
  /** Where metrics are beaconed; nothing is sent without one. */
  vitalsUrl?: string;
  /** In development each metric is also written to the console. */
  development: boolean;
  beacon?: (url: string, body: string) => boolean;
  log?: (...args: unknown[]) => void;
}

/**
 * What is sent for one metric: its value and rating, the page it was measured on, and the build each
 * remote ran there (a page on a remote's known-good build is not measuring its live one).
 */
export function vitalsPayload(metric: MetricType, page: string, remotes: Partial<Record<string, RemoteBuild>>): string {
  const { name, value, rating, delta, id, navigationType } = metric;
  return JSON.stringify({ name, value, rating, delta, id, navigationType, page, remotes });
}

/** Builds the callback given to web-vitals' onCLS, onINP, onLCP, onFCP and onTTFB. */
export function createVitalsReporter({
  vitalsUrl,
  development,
  beacon = (url, body) => navigator.sendBeacon(url, body),
  log = console.info,
}: ReporterOptions): (metric: MetricType) => void {
  return (metric) => {
    if (development) log(`[web-vitals] ${metric.name}`, metric.value, metric.rating);
    if (vitalsUrl) beacon(vitalsUrl, vitalsPayload(metric, window.location.pathname, useRemoteVersions.getState().running));
  };
}
