import SHARED_PACKAGES from '../../../tools/webpack/sharedPackages.json';
import { OFFERS, sharedModules } from './sharedModules';

const LISTED: Record<string, string[]> = Object.fromEntries(Object.entries(SHARED_PACKAGES).map(([pkg, { modules }]) => [pkg, modules]));
const versions = Object.fromEntries(Object.keys(LISTED).map((pkg) => [pkg, '1.2.3']));

describe('the modules the host offers the remotes', () => {
  it('are those of exactly the packages the remotes share', () => {
    expect(Object.keys(OFFERS).sort()).toEqual(Object.keys(LISTED).sort());
  });

  it('are each one the remotes’ builds share of its package, by name or under a shared folder', () => {
    const sharedByRemotes = (pkg: string, id: string) => (LISTED[pkg] ?? []).some((name) => name === id || (name.endsWith('/') && id.startsWith(name)));
    const notShared = Object.entries(OFFERS).flatMap(([pkg, offer]) =>
      Object.keys('loaded' in offer ? offer.loaded : offer.onRequest).filter((id) => !sharedByRemotes(pkg, id)),
    );
    expect(notShared).toEqual([]);
  });

  it('carry the version the build gives for their package, as singletons but for the contracts', () => {
    const shared = sharedModules({ ...versions, react: '19.3.1', '@storefront/shared': '1.4.0' });
    expect(shared['react/jsx-runtime']).toMatchObject({ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } });
    expect(shared['@hookform/resolvers/zod']).toMatchObject({ version: '1.2.3' });
    expect(shared['@storefront/shared']).toMatchObject({ version: '1.4.0', shareConfig: { singleton: false, requiredVersion: '^1.4.0' } });
  });

  it('are refused, loudly, when the build lists a package the host has no loader for, or lacks one it has', () => {
    expect(() => sharedModules({ ...versions, 'web-vitals': '5.1.0' })).toThrow('listed packages with no loader: web-vitals');
    const withoutZustand = Object.fromEntries(Object.entries(versions).filter(([pkg]) => pkg !== 'zustand'));
    expect(() => sharedModules(withoutZustand)).toThrow('loaders for packages not listed: zustand');
  });
});
