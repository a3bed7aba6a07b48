import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { CONFIG_GLOBAL, LOCAL_CONFIG } from '@storefront/shared';
import { startVitals } from './startVitals';

jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startVitals', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
  });

  it('reports all five metrics where the environment names an address for them', async () => {
    (globalThis as Record<string, unknown>)[CONFIG_GLOBAL] = { ...LOCAL_CONFIG, vitalsUrl: '/vitals' };
    startVitals();
    await settle();
    for (const on of [onCLS, onINP, onLCP, onFCP, onTTFB]) expect(on).toHaveBeenCalledWith(expect.any(Function));
  });

  it('does not even load the library where the metrics would go nowhere', async () => {
    (globalThis as Record<string, unknown>)[CONFIG_GLOBAL] = { ...LOCAL_CONFIG };
    startVitals();
    await settle();
    for (const on of [onCLS, onINP, onLCP, onFCP, onTTFB]) expect(on).not.toHaveBeenCalled();
  });
});
