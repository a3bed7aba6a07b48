// A GET on a connection of its own: a release blocks its process while it builds, longer than a server keeps
// an idle connection, and fetch's pooled one is then found closed ("other side closed").
import http from 'node:http';
import https from 'node:https';

const NO_ANSWER_MS = 60_000;

/** @returns {Promise<{ ok: boolean, status: number, text: () => Promise<string>, arrayBuffer: () => Promise<Buffer> }>} */
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
