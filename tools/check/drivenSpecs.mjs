/**
 * The specs outside a team's e2e folder that drive its remote, which its `npm run check` runs too. Each says
 * so in a line of its own, `// drives: cart, auth`; drivenSpecs.test.mjs holds every spec that finds a
 * remote's work (its test ids, or the names the teams agree on for it), directly or through a support file
 * it imports, to saying it, so that the list cannot drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const E2E = path.join(ROOT, 'e2e');
const MARKER = /^\/\/ drives: (.+)$/m;

/** Every spec file, as Playwright is given it from e2e/ (`tests/together/release.spec.ts`). */
export function specFiles() {
  return readdirSync(path.join(E2E, 'tests'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `tests/${file.split(path.sep).join('/')}`)
    .sort();
}

/** The remotes a spec says it drives. */
export function markedRemotes(text) {
  const marker = text.match(MARKER);
  return marker ? marker[1].split(',').map((name) => name.trim()) : [];
}

/** The specs outside `tests/<remote>/` that say they drive it. */
export function specsDriving(remote) {
  return specFiles().filter((file) => !file.startsWith(`tests/${remote}/`) && markedRemotes(readFileSync(path.join(E2E, file), 'utf8')).includes(remote));
}

/** The names the teams agree on for a remote's work, besides its test ids: its landmark or dialogs. */
const AGREED_NAMES = {
  shop: [/#shop\b/],
  cart: [/getByRole\('complementary', \{ name: 'Cart' \}\)/],
  auth: [/getByRole\('dialog', \{ name: '(Login|Register)' \}\)/],
};

/** The test ids a remote's components carry (`data-testid="…"` in its source). */
export function testIdsOf(folder) {
  const src = path.join(ROOT, folder, 'src');
  return [
    ...new Set(
      readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
        .flatMap((file) => [...readFileSync(path.join(src, file), 'utf8').matchAll(/data-testid="([^"]+)"/g)].map((match) => match[1])),
    ),
  ].sort();
}

/** A spec's text with that of every support file it imports. */
function withSupport(file) {
  const text = readFileSync(path.join(E2E, file), 'utf8');
  const support = [...text.matchAll(/from '(\.\.\/)+support\/([\w-]+)'/g)].map((match) => readFileSync(path.join(E2E, 'support', `${match[2]}.ts`), 'utf8'));
  return [text, ...support].join('\n');
}

/**
 * The remotes a spec finds the work of, by their test ids or agreed names, itself or through its support files.
 * @param {string} file  from e2e/
 * @param {{ name: string, folder: string }[]} remotes
 */
export function remotesDrivenBy(file, remotes) {
  const text = withSupport(file);
  return remotes
    .filter(({ name, folder }) => [...testIdsOf(folder).map((id) => new RegExp(`['"]${id}['"]`)), ...(AGREED_NAMES[name] ?? [])].some((pattern) => pattern.test(text)))
    .map(({ name }) => name);
}
