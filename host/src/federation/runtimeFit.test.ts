import { fitsPageRuntime } from './runtimeFit';

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
