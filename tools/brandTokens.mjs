/**
 * The brand's tokens as the tools read them: the builds (a page's theme colour), the lint and the tests.
 * Their one place is the contracts' stylesheet, which every page imports (docs/contracts.md, "The brand's
 * tokens"); the lint holds that file to `--brand-…` properties on :root, which is all this reads.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TOKENS_FILE = fileURLToPath(new URL('../shared/src/brand/tokens.css', import.meta.url));

/**
 * The tokens by name, each value as written (lower case).
 * @param {string} [css]  a tokens stylesheet's text; the one of TOKENS_FILE unless given
 * @returns {Map<string, string>}
 */
export function readTokens(css = readFileSync(TOKENS_FILE, 'utf8')) {
  const [, root = ''] = /:root\s*\{([^}]*)\}/.exec(css) ?? [];
  return new Map([...root.matchAll(/(--brand-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim().toLowerCase()]));
}
