import type { MetricType } from 'web-vitals';
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
    expect(JSON.parse(body)).toEqual({ name: 'LCP', value: 1234.5, rating: 'good', delta: 1234.5, id: 'v5-1', navigationType: 'navigate', page: '/' });
    expect(log).not.toHaveBeenCalled();
  });

  it('writes to the console in development and sends nothing without an address', () => {
    const log = jest.fn();
    createVitalsReporter({ development: true, log })(lcp);
    expect(log).toHaveBeenCalledWith('[web-vitals] LCP', 1234.5, 'good');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
