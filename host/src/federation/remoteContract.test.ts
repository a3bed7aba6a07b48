import APP_LIST from '../../../tools/apps.json';
import { EXPOSED, REMOTES, type RemoteName } from './remoteContract';

const built: Record<string, string> = Object.fromEntries(
  APP_LIST.apps.flatMap(({ name, exposes }) => (exposes ? Object.keys(exposes).map((module) => [name, `${name}/${module.replace('./', '')}`]) : [])),
);

describe('the remotes the host composes', () => {
  it('are those the app list builds, each by the component it exposes, a missing one named with the line to add', () => {
    const missing = Object.entries(built)
      .filter(([name]) => !(name in REMOTES))
      .map(([name, exposes]) => `  ${name}: { exposes: '${exposes}', slot: 'below the shop' },`);
    expect(missing.length ? `add to REMOTES in host/src/federation/remoteContract.ts:\n${missing.join('\n')}` : 'none missing').toBe('none missing');
    expect(EXPOSED).toEqual(built);
  });

  it('are named by a type that refuses a misspelt name', () => {
    // @ts-expect-error: no remote is called "carts", so the type check fails here if RemoteName takes any string
    const misspelt: RemoteName = 'carts';
    const spelt: RemoteName = 'cart';
    expect(Object.keys(EXPOSED)).toEqual(expect.arrayContaining([spelt]));
    expect(Object.keys(EXPOSED)).not.toContain(misspelt);
  });
});
