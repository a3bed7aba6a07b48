import { entryAddress, refetchNextTime } from './retryAddressPlugin';

describe('entry addresses after a Retry', () => {
  it('are unchanged until the remote is retried, then new on every Retry, whichever build’s folder the entry is in', () => {
    const entry = 'http://localhost:3001/v/4/remoteEntry.js';
    expect(entryAddress(entry)).toBe(entry);
    refetchNextTime('http://localhost:3001/');
    expect(entryAddress(entry)).toBe('http://localhost:3001/v/4/remoteEntry.js?retry=1');
    refetchNextTime('http://localhost:3001/');
    expect(entryAddress('http://localhost:3001/v/5/remoteEntry.js')).toBe('http://localhost:3001/v/5/remoteEntry.js?retry=2');
    expect(entryAddress('http://localhost:3002/v/4/remoteEntry.js')).toBe('http://localhost:3002/v/4/remoteEntry.js');
  });

  it('leave the other scripts the runtime loads (an exposed module’s chunks it preloads) at their own address', () => {
    refetchNextTime('http://localhost:3003/');
    expect(entryAddress('http://localhost:3003/v/4/__federation_expose_AuthModals.1111111111.js')).toBe('http://localhost:3003/v/4/__federation_expose_AuthModals.1111111111.js');
  });
});
