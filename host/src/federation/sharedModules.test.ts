import SHARED_PACKAGES from '../../../tools/webpack/sharedPackages.json';
import { OFFERS, sharedModules } from './sharedModules';

const LISTED: Record<string, string[]> = Object.fromEntries(Object.entries(SHARED_PACKAGES).map(([pkg, { modules }]) => [pkg, modules]));
const packages = Object.fromEntries(Object.entries(SHARED_PACKAGES).map(([pkg, { singleton }]) => [pkg, { version: '1.2.3', singleton }]));

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

  it('carry the version the build gives for their package, and keep one copy where the build says so', () => {
    const shared = sharedModules({ ...packages, react: { version: '19.3.1', singleton: true }, '@storefront/shared': { version: '1.4.0', singleton: false } });
    expect(shared['react/jsx-runtime']).toMatchObject({ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } });
    expect(shared['@hookform/resolvers/zod']).toMatchObject({ version: '1.2.3' });
    expect(shared['@storefront/shared']).toMatchObject({ version: '1.4.0', shareConfig: { singleton: false, requiredVersion: '^1.4.0' } });
  });

  it('are refused, loudly, when the build lists a package the host has no loader for, or lacks one it has', () => {
    expect(() => sharedModules({ ...packages, 'web-vitals': { version: '5.1.0', singleton: true } })).toThrow('listed packages with no loader: web-vitals');
    const withoutZustand = Object.fromEntries(Object.entries(packages).filter(([pkg]) => pkg !== 'zustand'));
    expect(() => sharedModules(withoutZustand)).toThrow('loaders for packages not listed: zustand');
  });
});
