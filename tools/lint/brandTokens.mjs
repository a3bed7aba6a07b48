/**
 * A stylelint rule: the brand's colours and radii are named once, as custom properties the host sets on
 * :root (host/public/base.css), and every team's CSS reads them by name, with its own fallback so that a
 * remote on its own page still looks right: `var(--brand-green, #14532d)`. So the rule refuses
 *
 *   - a brand colour written raw (in any property) or a brand radius written raw (in a border's radius);
 *   - a fallback that is not the token's own value, and a `--brand-…` name the host does not set;
 *   - a `--brand-…` property set anywhere but there.
 *
 * The brand's green was once written out 47 times in 22 files of four teams.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';

export const ruleName = 'storefront/brand-tokens';

/** Where the host sets the tokens: the one place they are written. */
export const TOKENS_FILE = fileURLToPath(new URL('../../host/public/base.css', import.meta.url));

/** The tokens the host sets on :root, by name. */
export function readTokens(css = readFileSync(TOKENS_FILE, 'utf8')) {
  const [, root = ''] = /:root\s*\{([^}]*)\}/.exec(css) ?? [];
  return new Map([...root.matchAll(/(--brand-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim().toLowerCase()]));
}

const messages = stylelint.utils.ruleMessages(ruleName, {
  raw: (value, name) => `${value} is the brand's ${name}: write var(${name}, ${value}) (host/public/base.css names it)`,
  fallback: (name, fallback, value) => `var(${name}, ${fallback}) falls back to other than the brand's ${value}`,
  unknown: (name) => `${name} is no brand token: the host sets those on :root in host/public/base.css`,
  setElsewhere: (name) => `${name} is set only by the host, on :root in host/public/base.css`,
});

const TOKEN_READ = /var\(\s*(--brand-[\w-]+)\s*(?:,\s*([^()]*?))?\s*\)/g;
const RADIUS = /^border(-(top|bottom|start|end)-(left|right|start|end))?-radius$/;

const rule = (enabled) => (root, result) => {
  if (!enabled) return;
  const tokens = readTokens();
  const colours = [...tokens].filter(([, value]) => value.startsWith('#'));
  const radii = [...tokens].filter(([, value]) => /px$/.test(value));
  const file = root.source?.input.file ? path.resolve(root.source.input.file) : undefined;
  const report = (node, message) => stylelint.utils.report({ ruleName, result, node, message });

  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--brand-')) {
      if (file !== TOKENS_FILE) report(declaration, messages.setElsewhere(declaration.prop));
      return;
    }
    const value = declaration.value.toLowerCase();
    for (const [, name, fallback] of value.matchAll(TOKEN_READ)) {
      const own = tokens.get(name);
      if (own === undefined) report(declaration, messages.unknown(name));
      else if (fallback !== undefined && fallback.trim() !== own) report(declaration, messages.fallback(name, fallback.trim(), own));
    }
    const raw = value.replace(TOKEN_READ, ' ');
    for (const [name, colour] of colours) {
      if (new RegExp(`${colour}(?![0-9a-f])`).test(raw)) report(declaration, messages.raw(colour, name));
    }
    if (!RADIUS.test(declaration.prop)) return;
    for (const [name, radius] of radii) {
      if (new RegExp(`(^|[\\s/])${radius}(?![\\w.])`).test(raw)) report(declaration, messages.raw(radius, name));
    }
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
