/**
 * The contracts' grammar of shop addresses (shared/src/shopAddress/shopAddress.ts), for what runs in
 * Node: the Hosting rules and the dev server read it from here, as Node runs TypeScript itself. The shop's
 * function is deployed with a copy of it (remote-shop/functions/shopAddress.mjs), as its folder is
 * uploaded alone: `node tools/contracts/shopAddress.mjs --write` writes the copy, with Node's own
 * stripping of the types, and npm test fails where it differs (shopAddress.test.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as grammar from '../../shared/src/shopAddress/shopAddress.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The definition, and its copy in the shop's function, by their paths from the repository's root. */
export const DEFINITION = 'shared/src/shopAddress/shopAddress.ts';
export const FUNCTION_COPY = 'remote-shop/functions/shopAddress.mjs';

/** The definition as a JavaScript module: the function's copy, byte for byte. */
export function shopAddressModule(root = ROOT) {
  const header = `// Written by \`node tools/contracts/shopAddress.mjs --write\` from ${DEFINITION}, the contracts'\n// grammar of shop addresses, whose copy this function is deployed with. Change that file, not this one.\n`;
  return `${header}${stripTypeScriptTypes(readFileSync(path.join(root, DEFINITION), 'utf8'), { mode: 'strip' })}`;
}

/** The grammar's values and functions (SHOP_SEGMENT, SHOP_PART, parseShopAddress…). */
export const shopAddress = grammar;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  writeFileSync(path.join(ROOT, FUNCTION_COPY), shopAddressModule());
}
