/**
 * Where a build lists, beside its page, the CSP sources of the styles and scripts it wrote inline
 * (tools/webpack/inlineSources.mjs writes them), and their reading for a site's policy: the sites' rules
 * never upload these files (siteRules.json's `ignore`), they only feed `style-src` and `script-src`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const INLINE_STYLE_HASHES = 'inline-style-hashes.json';
export const INLINE_SCRIPT_HASHES = 'inline-script-hashes.json';

function hashesListed(publicDir, name) {
  const file = path.join(publicDir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** The CSP hashes of the inline styles and scripts the build put in a site's pages, if it put any. */
export function inlineSourcesOf(publicDir) {
  return { inlineStyles: hashesListed(publicDir, INLINE_STYLE_HASHES), inlineScripts: hashesListed(publicDir, INLINE_SCRIPT_HASHES) };
}
