import { fetchManifest } from './manifestTimeoutPlugin';

/** A server that never answers: each request ends only when its signal aborts it. */
function silentServer() {
  const asked: string[] = [];
  const fetch = jest.fn((url: string, init: RequestInit) => {
    asked.push(url);
    return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  });
  return { asked, fetch };
}

describe('a manifest asked for by the runtime', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fails once the slot has stopped waiting, so that a Retry finds no request still pending', async () => {
    const server = silentServer();
    globalThis.fetch = server.fetch as unknown as typeof fetch;
    const request = fetchManifest('http://localhost:3001/mf-manifest.json', {}, 20);
    await expect(request).rejects.toThrow();
    expect(server.asked).toEqual(['http://localhost:3001/mf-manifest.json']);
  });

  it('answers as the server does when it answers in time, a build’s own manifest too', async () => {
    // jsdom has no Response: what the runtime reads of one.
    const answer = { json: async () => ({ id: 'shop' }) };
    globalThis.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
    await expect(fetchManifest('http://localhost:3001/v/4/mf-manifest.json', {}, 1000)).resolves.toBe(answer);
  });

  it('leaves every other request to the runtime', () => {
    const server = silentServer();
    globalThis.fetch = server.fetch as unknown as typeof fetch;
    expect(fetchManifest('http://localhost:3001/remoteEntry.js', {})).toBeUndefined();
    expect(server.asked).toEqual([]);
  });
});
