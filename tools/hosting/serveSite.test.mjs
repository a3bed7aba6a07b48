import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostingSites } from '../sites/sites.mjs';
import { serveSite } from './serveSite.mjs';

/** A rehearsal's site as a release publishes it: its release file, a page, a content-named file and its pages' inline hashes. */
function publishRehearsal(dir, n, at) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>build ${n}</title>`);
  writeFileSync(path.join(dir, `main.${String(n).repeat(10)}.js`), `/* ${n} */`);
  writeFileSync(path.join(dir, 'inline-script-hashes.json'), JSON.stringify([`'sha256-build${n}='`]));
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ live: n, knownGood: n, pins: [], builds: [] }));
  utimesSync(path.join(dir, 'release.json'), at, at);
}

test('a rehearsal is served with the rules of what it holds now: each publish’s files kept a year, its pages’ inline scripts admitted', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-rehearsal-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const rehearsal = path.join(root, 'rehearsal');
  const host = () => ({ ...hostingSites({ root, env: {} }).find((site) => site.target === 'host'), public: 'dist' });
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>dist</title>');
  publishRehearsal(rehearsal, 1, new Date('2026-12-01T10:00:00Z'));
  const server = await serveSite({ site: host, port: 0, root, rehearsal: 'rehearsal' });
  t.after(() => server.close());
  const url = (file) => `http://127.0.0.1:${server.address().port}/${file}`;

  const first = await fetch(url('main.1111111111.js'));
  assert.equal(first.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.match(first.headers.get('content-security-policy'), /script-src [^;]*'sha256-build1='/);

  publishRehearsal(rehearsal, 2, new Date('2026-12-01T11:00:00Z'));
  const next = await fetch(url('main.2222222222.js'));
  assert.equal(next.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.match(next.headers.get('content-security-policy'), /script-src [^;]*'sha256-build2='/);
  assert.match(await (await fetch(url(''))).text(), /build 2/);
});
