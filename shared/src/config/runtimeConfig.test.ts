import { CONFIG_GLOBAL } from './configGlobal';
import { LOCAL_CONFIG, readRuntimeConfig } from './runtimeConfig';

describe('readRuntimeConfig', () => {
  it('uses the local stack when no environment config is on the page', () => {
    expect(readRuntimeConfig({})).toBe(LOCAL_CONFIG);
  });

  it('reads remote URLs set by the environment at run time', () => {
    const staging = { ...LOCAL_CONFIG, remotes: { ...LOCAL_CONFIG.remotes, shop: 'https://shop.example.com/mf-manifest.json' } };
    expect(readRuntimeConfig({ [CONFIG_GLOBAL]: staging }).remotes.shop).toBe('https://shop.example.com/mf-manifest.json');
  });

  it('falls back loudly when the environment config is broken', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRuntimeConfig({ [CONFIG_GLOBAL]: { remotes: { shop: 'not a url' } } })).toBe(LOCAL_CONFIG);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
