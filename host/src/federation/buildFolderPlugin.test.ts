import { entryUrlOf } from './buildFolderPlugin';

describe('where a remote’s entry is fetched from', () => {
  it('is the manifest’s public path joined with the entry’s path, as the runtime joins them', () => {
    expect(entryUrlOf({ publicPath: 'https://cart.example.com/', remoteEntry: 'v/7/remoteEntry.js' })).toBe('https://cart.example.com/v/7/remoteEntry.js');
  });

  it('is not known from a snapshot without a public path or an entry', () => {
    expect(entryUrlOf({ getPublicPath: 'return "/"', remoteEntry: 'remoteEntry.js' })).toBeUndefined();
    expect(entryUrlOf({ publicPath: 'https://cart.example.com/', remoteEntry: '' })).toBeUndefined();
  });
});
