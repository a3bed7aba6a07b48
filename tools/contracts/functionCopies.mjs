/**
 * The contracts the shop's function is deployed with, as copies in its folder: a deploy uploads that
 * folder alone, with its own lockfile, so no path out of it reaches shared/. Each copy is its definition
 * with Node's own stripping of the types; `node tools/contracts/functionCopies.mjs --write` writes them,
 * and npm test fails where one differs (functionCopies.test.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Each definition and its copy in the function, by their paths from the repository's root. */
export const FUNCTION_COPIES = [
  { definition: 'shared/src/shopAddress/shopAddress.ts', copy: 'remote-shop/functions/shopAddress.mjs' },
  { definition: 'shared/src/release/releaseFile.ts', copy: 'remote-shop/functions/releaseFile.mjs' },
];

/** A definition as the JavaScript module its copy is, byte for byte. */
export function copyOf(definition, root = ROOT) {
  const header = `// Written by \`node tools/contracts/functionCopies.mjs --write\` from ${definition}, a contract\n// this function is deployed with. Change that file, not this one.\n`;
  return `${header}${stripTypeScriptTypes(readFileSync(path.join(root, definition), 'utf8'), { mode: 'strip' })}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  for (const { definition, copy } of FUNCTION_COPIES) writeFileSync(path.join(ROOT, copy), copyOf(definition));
}
