import type { MetricType } from 'web-vitals';
import { useRemoteVersions } from '../federation/remoteBuilds';
import { createVitalsReporter } from './vitalsReporter';

const lcp = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  delta: 1234.5,
  id: 'v5-1',
  navigationType: 'navigate',
  entries: [],
} as unknown as MetricType;

describe('createVitalsReporter', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it('beacons each metric as JSON to the configured address', () => {
    const log = jest.fn();
    createVitalsReporter({ vitalsUrl: '/vitals', development: false, log })(lcp);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/vitals');
    expect(JSON.parse(body)).toEqual({ name: 'LCP', value: 1234.5, rating: 'good', delta: 1234.5, id: 'v5-1', navigationType: 'navigate', page: '/', remotes: {} });
    expect(log).not.toHaveBeenCalled();
  });

  it('says which build of each remote the page ran: live, known-good or a check’s candidate', () => {
    useRemoteVersions.getState().record('shop', { build: 'live', manifest: 'https://shop.example.com/mf-manifest.json' });
    useRemoteVersions.getState().record('cart', { build: 'known-good', id: 7, manifest: 'https://cart.example.com/v/7/mf-manifest.json' });
    useRemoteVersions.getState().record('auth', { build: 'candidate', id: 3, manifest: 'https://auth.example.com/v/3/mf-manifest.json' });
    createVitalsReporter({ vitalsUrl: '/vitals', development: false })(lcp);
    const [, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(JSON.parse(body).remotes).toEqual({
      shop: { build: 'live', manifest: 'https://shop.example.com/mf-manifest.json' },
      cart: { build: 'known-good', id: 7, manifest: 'https://cart.example.com/v/7/mf-manifest.json' },
      auth: { build: 'candidate', id: 3, manifest: 'https://auth.example.com/v/3/mf-manifest.json' },
    });
    useRemoteVersions.setState({ running: {} });
  });

  it('writes to the console in development and sends nothing without an address', () => {
    const log = jest.fn();
    createVitalsReporter({ development: true, log })(lcp);
    expect(log).toHaveBeenCalledWith('[web-vitals] LCP', 1234.5, 'good');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
