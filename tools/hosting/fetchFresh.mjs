/**
 * A GET on a connection of its own, for everything a release or the host's deploy reads from a site. A release blocks its
 * process while it builds, for longer than a server keeps an idle connection open: a pooled connection
 * (the global `fetch` keeps them alive) is then found closed only when the next request is written on
 * it ("other side closed"). Every failure names the address.
 */
import http from 'node:http';
import https from 'node:https';

const NO_ANSWER_MS = 60_000;

/**
 * @param {URL} url
 * @returns {Promise<{ ok: boolean, status: number, text: () => Promise<string>, arrayBuffer: () => Promise<Buffer> }>}
 */
export function fetchFresh(url) {
  return new Promise((resolve, reject) => {
    const fail = (error) => reject(new Error(`${url} could not be read: ${[error.code, error.message].filter(Boolean).join(' ')}`));
    const get = url.protocol === 'https:' ? https.get : http.get;
    const request = get(url, { agent: false, headers: { 'Cache-Control': 'no-cache' }, timeout: NO_ANSWER_MS }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text: async () => body.toString('utf8'), arrayBuffer: async () => body });
      });
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer in ${NO_ANSWER_MS / 1000} s`), { code: 'ETIMEDOUT' })));
    request.on('error', fail);
  });
}
