import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { CONFIG_GLOBAL, LOCAL_CONFIG } from '@storefront/shared';
import { startVitals } from './startVitals';

jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() }));

describe('startVitals', () => {
  let idle: (() => void) | undefined;
  beforeEach(() => {
    idle = undefined;
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      idle = () => run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    (globalThis as Record<string, unknown>)[CONFIG_GLOBAL] = { ...LOCAL_CONFIG, vitalsUrl: '/vitals' };
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
  });

  it('loads web-vitals only once the page has loaded and the browser is idle, then reports all five metrics', async () => {
    startVitals();
    expect(window.requestIdleCallback).toHaveBeenCalled();
    expect(onLCP).not.toHaveBeenCalled();
    idle?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const on of [onCLS, onINP, onLCP, onFCP, onTTFB]) expect(on).toHaveBeenCalledWith(expect.any(Function));
  });

  it('reads the environment’s config only once the browser is idle, not in the task that starts the page', async () => {
    let reads = 0;
    Object.defineProperty(globalThis, CONFIG_GLOBAL, {
      configurable: true,
      get: () => {
        reads += 1;
        return { ...LOCAL_CONFIG, vitalsUrl: '/vitals' };
      },
    });
    startVitals();
    expect(reads).toBe(0);
    idle?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(1);
  });
});
