/**
 * The function compresses its own answers: Hosting is said to compress the files it serves, not what a
 * rewrite gets from a function (docs/deploy.md, "What a deploy leaves out"). `Vary` keeps the edge's
 * copies of an answer apart by coding.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const VARY = 'Accept-Encoding';

/** Fast enough for each request, within a few percent of brotli's smallest (quality 11 takes 30 times longer). */
const BROTLI_QUALITY = 5;

const ENCODERS = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body),
};

/**
 * The coding of an answer to a request with this `Accept-Encoding`: brotli or gzip, whichever the browser
 * weighs higher (brotli on a tie), or none where it accepts neither.
 * @param {string | undefined} accepted
 * @returns {'br' | 'gzip' | undefined}
 */
export function codingFor(accepted = '') {
  const weights = new Map();
  for (const part of accepted.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = ['br', 'gzip'].filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best;
}

/**
 * An answer as it is sent to a request with this `Accept-Encoding`: its body compressed where the browser
 * accepts it, and said to vary by it either way.
 * @param {{ status: number, headers: Record<string, string>, body: string }} answer
 * @param {string | undefined} accepted
 * @returns {{ status: number, headers: Record<string, string>, body: Buffer }}
 */
export function encodeAnswer({ status, headers, body }, accepted) {
  const bytes = Buffer.from(body);
  const coding = bytes.length > 0 ? codingFor(accepted) : undefined;
  if (!coding) return { status, headers: { ...headers, Vary: VARY }, body: bytes };
  return { status, headers: { ...headers, Vary: VARY, 'Content-Encoding': coding }, body: ENCODERS[coding](bytes) };
}
