// The lint holds the tokens' file to `--brand-…` properties on :root, which is all this reads.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TOKENS_FILE = fileURLToPath(new URL('../shared/src/brand/tokens.css', import.meta.url));

/** @returns {Map<string, string>} */
export function readTokens(css = readFileSync(TOKENS_FILE, 'utf8')) {
  const [, root = ''] = /:root\s*\{([^}]*)\}/.exec(css) ?? [];
  return new Map([...root.matchAll(/(--brand-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim().toLowerCase()]));
}
