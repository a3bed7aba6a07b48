import { createRequire } from 'node:module';
import vm from 'node:vm';

const require = createRequire(import.meta.url);

/**
 * A build's own render (its src/prerender.tsx, bundled for Node as CommonJS), run in this process: the
 * shop's code, from the shop's own site, which the page then runs too. It needs Node's own modules only.
 * @param {string} code
 * @param {string} address  where it came from, for its stack traces
 */
export function runRenderer(code, address) {
  const module = { exports: {} };
  vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename: address })(module, module.exports, require);
  if (typeof module.exports.renderSearch !== 'function') throw new Error(`${address} renders no search`);
  return module.exports;
}
