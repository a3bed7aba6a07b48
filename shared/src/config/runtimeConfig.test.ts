import { CONFIG_GLOBAL } from './configGlobal';
import { LOCAL_CONFIG, readRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('readRuntimeConfig', () => {
  it('in development, uses the local stack when no environment config is on the page, and says so', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRuntimeConfig({}, false)).toBe(LOCAL_CONFIG);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/env.js set no runtime config'));
    error.mockRestore();
  });

  it('in a production build, never falls back to localhost and the emulators: it says what is wrong', () => {
    expect(() => readRuntimeConfig({}, true)).toThrow(new RuntimeConfigError('/env.js set no runtime config (is it served?)'));
    expect(() => readRuntimeConfig({ [CONFIG_GLOBAL]: { remotes: { shop: 'not a url' } } }, true)).toThrow(/does not match the runtime config schema: .*remotes/);
  });

  it('reads the remotes’ sites set by the environment at run time, whichever remotes it names', () => {
    const remotes = { shop: 'https://shop.example.com/', reviews: 'https://reviews.example.com/' };
    expect(readRuntimeConfig({ [CONFIG_GLOBAL]: { ...LOCAL_CONFIG, remotes } }, true).remotes).toEqual(remotes);
    expect(() => readRuntimeConfig({ [CONFIG_GLOBAL]: { ...LOCAL_CONFIG, remotes: { ...remotes, reviews: 'not a url' } } }, true)).toThrow(/reviews/);
  });

  it('reads a config an older host deploy wrote, which also named each remote’s previous manifest', () => {
    const older = { ...LOCAL_CONFIG, previousRemotes: { cart: 'https://cart.example.com/previous/mf-manifest.json' } };
    expect(readRuntimeConfig({ [CONFIG_GLOBAL]: older }, true)).toEqual(LOCAL_CONFIG);
  });

  it('in development, falls back loudly when the environment config is broken', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRuntimeConfig({ [CONFIG_GLOBAL]: { remotes: { shop: 'not a url' } } }, false)).toBe(LOCAL_CONFIG);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
