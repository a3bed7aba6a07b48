import { yieldToMain } from '../scheduling/yieldToMain';

/**
 * The federation runtime is ~90 KB of minified code: evaluated at once, it is one task of ~90 ms on a
 * phone's CPU, and input waits for it. Its packages share one chunk name, so the first import fetches
 * them all together while evaluating only the smallest; then each is evaluated in a task of its own,
 * the packages the next one imports first. Each import names one export the runtime uses anyway, so that
 * the package stays tree-shaken (an import() otherwise keeps every export).
 */
export async function evaluateRuntime() {
  // Out of the task that asked: a slot's effect, which React runs with the rest of the page's effects.
  await yieldToMain();
  await import(/* webpackChunkName: "federation", webpackExports: ["getShortErrorMsg"] */ '@module-federation/error-codes');
  await yieldToMain();
  await import(/* webpackChunkName: "federation", webpackExports: ["isBrowserEnv"] */ '@module-federation/sdk');
  await yieldToMain();
  await import(/* webpackChunkName: "federation" */ '@module-federation/runtime-core');
  await yieldToMain();
  return import(/* webpackChunkName: "federation" */ './instance');
}
