import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { codingFor, encodeAnswer } from './encoding.mjs';

test('brotli where the browser takes it, else gzip, else none, by the weights it gives', () => {
  assert.equal(codingFor('gzip, deflate, br, zstd'), 'br');
  assert.equal(codingFor('gzip, deflate'), 'gzip');
  assert.equal(codingFor('br;q=0.2, gzip;q=0.8'), 'gzip');
  assert.equal(codingFor('br;q=0, gzip'), 'gzip');
  assert.equal(codingFor('*'), 'br');
  assert.equal(codingFor('*;q=0, gzip'), 'gzip');
  assert.equal(codingFor('identity'), undefined);
  assert.equal(codingFor(''), undefined);
  assert.equal(codingFor(undefined), undefined);
});

const PAGE = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: `<!doctype html>${'<li>Plain Flour £6.00</li>'.repeat(200)}` };

test('an answer is compressed as the browser asks, says so, and varies by it', () => {
  const br = encodeAnswer(PAGE, 'gzip, br');
  assert.deepEqual(br.headers, { ...PAGE.headers, Vary: 'Accept-Encoding', 'Content-Encoding': 'br' });
  assert.equal(brotliDecompressSync(br.body).toString(), PAGE.body);
  assert.ok(br.body.length < Buffer.byteLength(PAGE.body) / 10);
  const gzip = encodeAnswer(PAGE, 'gzip');
  assert.equal(gzip.headers['Content-Encoding'], 'gzip');
  assert.equal(gunzipSync(gzip.body).toString(), PAGE.body);
});

test('an answer to a browser that takes no coding, or with no body, goes as it is, still varying by it', () => {
  const plain = encodeAnswer(PAGE, undefined);
  assert.deepEqual(plain.headers, { ...PAGE.headers, Vary: 'Accept-Encoding' });
  assert.equal(plain.body.toString(), PAGE.body);
  const redirect = encodeAnswer({ status: 302, headers: { Location: '/#shop' }, body: '' }, 'br');
  assert.deepEqual(redirect.headers, { Location: '/#shop', Vary: 'Accept-Encoding' });
  assert.equal(redirect.body.length, 0);
});
