import hostPackage from '../../package.json';
import { createInstance } from '@module-federation/enhanced/runtime';
import { startFederation } from './instance';

jest.mock('./sharedModules', () => ({ sharedModules: () => ({}) }));

describe('the page’s federation runtime', () => {
  it('provides its own core to the remotes through the inject plugin, with its version, and no bundler runtime', () => {
    const instance = startFederation({
      shop: 'http://localhost:3001/mf-manifest.json',
      cart: 'http://localhost:3002/mf-manifest.json',
      auth: 'http://localhost:3003/mf-manifest.json',
    });
    expect(instance).toBeInstanceOf(globalThis._FEDERATION_RUNTIME_CORE.ModuleFederation);
    const version = hostPackage.dependencies['@module-federation/enhanced'];
    expect(globalThis._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'host', version });
    expect(globalThis).not.toHaveProperty('_FEDERATION_BUNDLER_RUNTIME');
  });

  it('checks the shared packages’ versions for every instance on the page, as a remote’s container starts its own', () => {
    startFederation({ shop: 'http://localhost:3001/mf-manifest.json' });
    const containers = createInstance({ name: 'shop', remotes: [] });
    expect(containers.options.plugins.map(({ name }) => name)).toContain('storefront-shared-versions');
  });
});
