import type { MetricType } from 'web-vitals';
import { useRemoteVersions, type RemoteBuild } from '../federation/remoteBuilds';

interface ReporterOptions {
  /** Nothing is sent without one. */
  vitalsUrl?: string;
  development: boolean;
  beacon?: (url: string, body: string) => boolean;
  log?: (...args: unknown[]) => void;
}

/** With each remote's build: a page on a known-good build is not measuring the live one. */
export function vitalsPayload(metric: MetricType, page: string, remotes: Partial<Record<string, RemoteBuild>>): string {
  const { name, value, rating, delta, id, navigationType } = metric;
  return JSON.stringify({ name, value, rating, delta, id, navigationType, page, remotes });
}

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
