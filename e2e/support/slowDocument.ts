import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a slow network in front of the host's site: every request is passed to `origin`, and
 * the page's own HTML is sent in two parts, the second `pauseMs` after the first, which ends just after
 * `splitAfter`. Browsers paint a document whose rest has not arrived yet; this makes that moment certain.
 */
export async function documentInTwoParts(origin: string, splitAfter: string, pauseMs: number) {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), { headers: { 'accept-encoding': 'identity' } });
      // fetch has already decoded the body, so its encoding and length no longer describe what is sent.
      const headers = [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const at = body.indexOf(splitAfter);
      if (request.url !== '/' || at < 0) return response.end(body);
      response.write(body.subarray(0, at + splitAfter.length));
      setTimeout(() => response.end(body.subarray(at + splitAfter.length)), pauseMs);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
