/**
 * The contracts' grammar of shop addresses (shared/src/shopAddress/shopAddress.ts), run here as
 * JavaScript for what runs in Node: the Hosting rules and the dev server read it from here. The shop's
 * function is deployed with a copy of it (remote-shop/functions/shopAddress.mjs), not with the contracts
 * package: its folder is uploaded alone and installs its own dependencies from its own lockfile
 * (firebase.json's `functions`, docs/deploy.md), so no path out of it reaches shared/.
 * `node tools/contracts/shopAddress.mjs --write` writes that copy; npm test fails where it differs
 * (shopAddress.test.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The definition, and its copy in the shop's function, by their paths from the repository's root. */
export const DEFINITION = 'shared/src/shopAddress/shopAddress.ts';
export const FUNCTION_COPY = 'remote-shop/functions/shopAddress.mjs';

const transpiled = (root, module) =>
  ts.transpileModule(readFileSync(path.join(root, DEFINITION), 'utf8'), {
    compilerOptions: { module, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  }).outputText;

/** The definition as a JavaScript module: the function's copy, byte for byte. */
export function shopAddressModule(root = ROOT) {
  const header = `// Written by \`node tools/contracts/shopAddress.mjs --write\` from ${DEFINITION}, the contracts'\n// grammar of shop addresses, whose copy this function is deployed with. Change that file, not this one.\n`;
  return `${header}${transpiled(root, ts.ModuleKind.ESNext)}`;
}

/**
 * The grammar's values and functions (SHOP_SEGMENT, SHOP_PART, parseShopAddress…), as the definition has
 * them: run at once, not imported, so that what reads them needs no top-level await (Playwright's specs
 * load the tools with require()).
 */
export const shopAddress = Object.freeze(
  vm.runInThisContext(`(function (exports) {\n${transpiled(ROOT, ts.ModuleKind.CommonJS)}\nreturn exports;\n})`, { filename: path.join(ROOT, DEFINITION) })({}),
);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  writeFileSync(path.join(ROOT, FUNCTION_COPY), shopAddressModule());
}
