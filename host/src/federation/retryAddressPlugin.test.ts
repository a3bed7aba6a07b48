import { entryAddress, refetchNextTime } from './retryAddressPlugin';

describe('entry addresses after a Retry', () => {
  it('are unchanged until the entry is retried, then new on every Retry', () => {
    const entry = 'http://localhost:3001/remoteEntry.js';
    expect(entryAddress(entry)).toBe(entry);
    refetchNextTime(entry);
    expect(entryAddress(entry)).toBe('http://localhost:3001/remoteEntry.js?retry=1');
    refetchNextTime(entry);
    expect(entryAddress(entry)).toBe('http://localhost:3001/remoteEntry.js?retry=2');
    expect(entryAddress('http://localhost:3002/remoteEntry.js')).toBe('http://localhost:3002/remoteEntry.js');
  });
});
