import { EXPOSED, LAID_OUT, type RemoteName, REMOTES, SECTIONS } from './remoteContract';

describe('the remotes the host composes', () => {
  it('include every remote the host’s layout names, and put any other in a section below the shop', () => {
    expect(Object.keys(REMOTES)).toEqual(expect.arrayContaining([...LAID_OUT]));
    expect(SECTIONS).toEqual(Object.keys(REMOTES).filter((remote) => !(LAID_OUT as readonly string[]).includes(remote)));
  });

  it('are named by a type that refuses a name the layout does not know, unless the app list made it', () => {
    // @ts-expect-error: no remote is called "carts", and only the app list makes a section's name
    const misspelt: RemoteName = 'carts';
    const spelt: RemoteName = 'cart';
    expect(Object.keys(EXPOSED)).toEqual(expect.arrayContaining([spelt]));
    expect(Object.keys(EXPOSED)).not.toContain(misspelt);
  });
});
