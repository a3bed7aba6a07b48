import APP_LIST from '../../../tools/apps.json';
import { EXPOSED, type RemoteName } from './remoteContract';

describe('the remotes the host composes', () => {
  it('are those the app list builds, each by the component it exposes', () => {
    const built = Object.fromEntries(
      APP_LIST.apps.flatMap(({ name, exposes }) => (exposes ? Object.keys(exposes).map((module) => [name, `${name}/${module.replace('./', '')}`]) : [])),
    );
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
