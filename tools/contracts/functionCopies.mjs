// The contracts the shop's function is deployed with, copied into its folder with their types stripped: a
// deploy uploads that folder alone, so no path out of it reaches shared/. `--write` writes them.
import { readFileSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const FUNCTION_COPIES = [
  { definition: 'shared/src/shopAddress/shopAddress.ts', copy: 'remote-shop/functions/shopAddress.mjs' },
  { definition: 'shared/src/release/releaseFile.ts', copy: 'remote-shop/functions/releaseFile.mjs' },
];

export function copyOf(definition, root = ROOT) {
  const header = `// Written by \`node tools/contracts/functionCopies.mjs --write\` from ${definition}, a contract\n// this function is deployed with. Change that file, not this one.\n`;
  return `${header}${stripTypeScriptTypes(readFileSync(path.join(root, definition), 'utf8'), { mode: 'strip' })}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  for (const { definition, copy } of FUNCTION_COPIES) writeFileSync(path.join(ROOT, copy), copyOf(definition));
}
