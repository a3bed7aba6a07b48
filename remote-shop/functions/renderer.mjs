import { builtinModules, createRequire } from 'node:module';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
/** Node's own modules, all a build's render may load: none of the function's packages or files. */
const builtinOnly = (id) => {
  if (!builtinModules.includes(id.replace(/^node:/, ''))) throw new Error(`a build's render may not load ${id}`);
  return require(id);
};

/**
 * A build's own render (its src/prerender.tsx, bundled for Node as CommonJS), run in this process: the
 * shop's code, from the shop's own site, which the page then runs too. It needs Node's own modules only.
 * @param {string} code
 * @param {string} address  where it came from, for its stack traces
 */
export function runRenderer(code, address) {
  const module = { exports: {} };
  vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename: address })(module, module.exports, builtinOnly);
  if (typeof module.exports.renderSearch !== 'function') throw new Error(`${address} renders no search`);
  return module.exports;
}
