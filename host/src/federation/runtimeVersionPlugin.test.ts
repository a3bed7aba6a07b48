import runtimeVersionPlugin, { fitsPageRuntime } from './runtimeVersionPlugin';
import { RemoteUnavailableError } from './RemoteUnavailableError';

type Hook = (args: unknown) => unknown;
const loadRemoteSnapshot = runtimeVersionPlugin().loadRemoteSnapshot as unknown as Hook;

function fromManifest(pluginVersion: string | undefined) {
  return { from: 'manifest', moduleInfo: { name: 'shop' }, manifestJson: { metaData: { pluginVersion } }, remoteSnapshot: {} };
}

describe('a remote’s runtime version against the page’s', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'host', version: '2.9.2' };
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('lets a remote of the same minor through, whatever its patch', () => {
    const args = fromManifest('2.9.3');
    expect(loadRemoteSnapshot(args)).toBe(args);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a remote of another minor off the page’s core, saying which versions', () => {
    expect(() => loadRemoteSnapshot(fromManifest('2.10.0'))).toThrow(RemoteUnavailableError);
    expect(warn).toHaveBeenCalledWith("[federation] shop was built with federation 2.10.0, which does not fit the page's runtime 2.9.2: it is not loaded");
  });

  it('keeps off a remote whose manifest does not say its version', () => {
    expect(() => loadRemoteSnapshot(fromManifest(undefined))).toThrow(RemoteUnavailableError);
  });
});

describe('a remote’s federation version against the page’s runtime core', () => {
  it('fits when only the patch differs, either way', () => {
    expect(fitsPageRuntime('2.9.2', '2.9.2')).toBe(true);
    expect(fitsPageRuntime('2.9.3', '2.9.2')).toBe(true);
    expect(fitsPageRuntime('2.9.1', '2.9.12')).toBe(true);
  });

  it('does not fit across a minor or a major', () => {
    expect(fitsPageRuntime('2.10.0', '2.9.2')).toBe(false);
    expect(fitsPageRuntime('2.8.9', '2.9.2')).toBe(false);
    expect(fitsPageRuntime('3.9.2', '2.9.2')).toBe(false);
  });

  it('does not fit when either version is unknown or malformed', () => {
    expect(fitsPageRuntime(undefined, '2.9.2')).toBe(false);
    expect(fitsPageRuntime('2.9.2', undefined)).toBe(false);
    expect(fitsPageRuntime('latest', '2.9.2')).toBe(false);
  });
});
