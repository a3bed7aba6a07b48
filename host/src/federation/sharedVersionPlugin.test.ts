import { satisfy } from '@module-federation/enhanced/runtime';
import sharedVersionPlugin, { meetsCaret } from './sharedVersionPlugin';

type ResolveShare = NonNullable<ReturnType<typeof sharedVersionPlugin>['resolveShare']>;
type Args = Parameters<ResolveShare>[0];

const VERSIONS = ['0.0.3', '0.0.4', '0.4.0', '0.4.1', '0.4.9', '0.5.0', '1.0.0', '1.2.2', '1.2.3', '1.2.10', '1.3.0', '1.10.0', '2.0.0', '19.3.1', '19.4.0', '20.0.0'];
const RANGES = ['^0.0.3', '^0.4.1', '^1.2.3', '^1.0.0', '^19.3.1', '^0.0.0', '^2.0.0'];

describe('a caret range, as the builds declare it for a shared package', () => {
  it.each(RANGES)('%s takes the same releases as the runtime’s own semver', (range) => {
    for (const version of VERSIONS) expect([version, meetsCaret(version, range)]).toEqual([version, satisfy(version, range)]);
  });

  it('answers nothing for any other kind of range or version, which is left to the runtime', () => {
    for (const range of ['>=1.2.3', '~1.2.3', '1.2.3', '^1.2', '^1.2.3-beta.1', '^1.2.3 || ^2.0.0', '*']) expect(meetsCaret('1.2.3', range)).toBeUndefined();
    for (const version of ['1.2.3-beta.1', '1.2', 'v1.2.3', '']) expect(meetsCaret(version, '^1.2.3')).toBeUndefined();
  });
});

describe('the shared packages’ versions checked on the page', () => {
  const lib = () => 'the host’s copy';
  const argsFor = (version: string, shareConfig: Args['shareInfo']['shareConfig'], more: Partial<Args['shareInfo']> = {}): Args => {
    const offered = { version, from: 'host', lib, shareConfig, scope: ['default'] } as unknown as Args['shareInfo'];
    return {
      shareScopeMap: { default: { react: { [version]: offered } } },
      scope: 'default',
      pkgName: 'react',
      version,
      shareInfo: { ...offered, from: 'shop', shareConfig, ...more } as Args['shareInfo'],
      GlobalFederation: {} as Args['GlobalFederation'],
      resolver: () => undefined,
    };
  };
  const resolveShare = sharedVersionPlugin().resolveShare as ResolveShare;

  it('hands over the offered package where its version meets the range asked for', () => {
    const args = argsFor('19.4.0', { singleton: true, requiredVersion: '^19.3.1' });
    expect((resolveShare(args) as Args).resolver()).toEqual({ shared: args.shareScopeMap.default?.react?.['19.4.0'], useTreesShaking: false });
  });

  it('leaves every other case to the runtime’s resolver, unchanged, so that its choice and its warning stay', () => {
    const cases = [
      argsFor('20.0.0', { singleton: true, requiredVersion: '^19.3.1' }),
      argsFor('2.2.0', { singleton: false, requiredVersion: '^2.3.0' }),
      argsFor('19.3.1', { singleton: true, requiredVersion: false }),
      argsFor('19.3.1', { singleton: true, requiredVersion: '>=19.0.0' }),
      argsFor('19.3.1', { singleton: true, requiredVersion: '^19.3.1' }, { treeShaking: { usedExports: ['useState'] } as Args['shareInfo']['treeShaking'] }),
      { ...argsFor('19.3.1', { singleton: true, requiredVersion: '^19.3.1' }), version: '19.3.2' },
    ];
    for (const args of cases) expect(resolveShare(args)).toBe(args);
  });
});
