// The CSP hashes a build lists beside its page: never uploaded, they only feed the site's policy.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const INLINE_STYLE_HASHES = 'inline-style-hashes.json';
export const INLINE_SCRIPT_HASHES = 'inline-script-hashes.json';

function hashesListed(publicDir, name) {
  const file = path.join(publicDir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

export function inlineSourcesOf(publicDir) {
  return { inlineStyles: hashesListed(publicDir, INLINE_STYLE_HASHES), inlineScripts: hashesListed(publicDir, INLINE_SCRIPT_HASHES) };
}
