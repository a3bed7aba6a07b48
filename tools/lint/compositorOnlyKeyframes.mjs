/**
 * A stylelint rule: keyframes animate only what the compositor animates on its own, transform and
 * opacity (and visibility, which flips once). Any other property (a background's position, a width, a
 * colour) makes the browser restyle and repaint on the main thread at every frame for as long as the
 * animation runs: the shop's loading shimmer once animated its background's position, and a page whose
 * shop was still loading spent most of its main thread repainting it.
 */
import stylelint from 'stylelint';

export const ruleName = 'storefront/compositor-only-keyframes';
const COMPOSITED = new Set(['transform', 'opacity', 'visibility']);
const messages = stylelint.utils.ruleMessages(ruleName, {
  rejected: (property) => `@keyframes animate "${property}", which repaints on the main thread at every frame; animate transform or opacity`,
});

const rule = (enabled) => (root, result) => {
  if (!enabled) return;
  root.walkAtRules(/^(-webkit-)?keyframes$/i, (keyframes) => {
    keyframes.walkDecls((declaration) => {
      if (COMPOSITED.has(declaration.prop.toLowerCase())) return;
      stylelint.utils.report({ ruleName, result, node: declaration, message: messages.rejected(declaration.prop) });
    });
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
