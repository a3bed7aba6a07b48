// Keyframes animate only what the compositor animates alone: any other property repaints on the main
// thread at every frame (a shimmer on a background's position took most of a loading page's main thread).
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
