// A stylelint rule: the brand's colours and radii are set once, on :root of the contracts' tokens.css, and
// read by name with no fallback, which would be a second place for the value. Not
// stylelint-declaration-strict-value: it asks a variable for every value of a property, where the teams
// keep colours of their own, and cannot refuse an unknown token. brandValuesOutsideCss covers non-CSS files.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';
import { readTokens, TOKENS_FILE } from '../brandTokens.mjs';
import { APPS } from '../apps.mjs';

export const ruleName = 'storefront/brand-tokens';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARED = path.join(ROOT, 'shared') + path.sep;
const named = (file) => path.relative(ROOT, file);

const messages = stylelint.utils.ruleMessages(ruleName, {
  raw: (value, name, file) => `${value} is the brand's ${name}: write var(${name}) (${file} sets it)`,
  fallback: (name, file) => `var(${name}) takes no fallback: every page imports ${file}, the one place its value is written`,
  unknown: (name, file) => `${name} is no brand token: the tokens are set in ${file}`,
  setElsewhere: (name, file) => `${name} is set only in ${file}`,
  notAToken: (file) => `${file} holds the brand's tokens alone: --brand-… properties on :root, no other rule`,
  sharedCss: (file) => `shared/ holds no CSS but the brand's tokens (${file}): a team's styles are its own`,
});

const TOKEN_READ = /var\(\s*(--brand-[\w-]+)\s*(,[^()]*)?\)/g;
const RADIUS = /^border(-(top|bottom|start|end)-(left|right|start|end))?-radius$/;

/** `options.tokensFile`: another tokens file, for the rule's tests. */
const rule = (enabled, options) => (root, result) => {
  const valid = stylelint.utils.validateOptions(result, ruleName, { actual: enabled, possible: [true] }, { actual: options, possible: { tokensFile: [(value) => typeof value === 'string'] }, optional: true });
  if (!valid || !enabled) return;
  const tokensFile = path.resolve(options?.tokensFile ?? TOKENS_FILE);
  const tokensName = named(tokensFile);
  const tokens = readTokens(readFileSync(tokensFile, 'utf8'));
  const colours = [...tokens].filter(([, value]) => value.startsWith('#'));
  const radii = [...tokens].filter(([, value]) => /px$/.test(value));
  const file = root.source?.input.file ? path.resolve(root.source.input.file) : undefined;
  const report = (node, message) => stylelint.utils.report({ ruleName, result, node, message });

  if (file === tokensFile) {
    const isRoot = (node) => node.type === 'rule' && node.selector === ':root';
    for (const node of root.nodes.filter((child) => child.type !== 'comment')) {
      const others = isRoot(node) ? node.nodes.filter((child) => child.type !== 'comment' && !(child.type === 'decl' && child.prop.startsWith('--brand-'))) : [node];
      for (const other of others) report(other, messages.notAToken(tokensName));
    }
    return;
  }
  if (file?.startsWith(SHARED)) {
    for (const node of root.nodes.filter((child) => child.type !== 'comment')) report(node, messages.sharedCss(tokensName));
    return;
  }

  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--brand-')) {
      report(declaration, messages.setElsewhere(declaration.prop, tokensName));
      return;
    }
    const value = declaration.value.toLowerCase();
    for (const [, name, fallback] of value.matchAll(TOKEN_READ)) {
      if (!tokens.has(name)) report(declaration, messages.unknown(name, tokensName));
      else if (fallback !== undefined) report(declaration, messages.fallback(name, tokensName));
    }
    const raw = value.replace(TOKEN_READ, ' ');
    for (const [name, colour] of colours) {
      if (new RegExp(`${colour}(?![0-9a-f])`).test(raw)) report(declaration, messages.raw(colour, name, tokensName));
    }
    if (!RADIUS.test(declaration.prop)) return;
    for (const [name, radius] of radii) {
      if (new RegExp(`(^|[\\s/])${radius}(?![\\w.])`).test(raw)) report(declaration, messages.raw(radius, name, tokensName));
    }
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);

// A picture shown by an <img>, a CSS background or the tab's icon reads no custom property: a change of the
// brand's colours redraws these.
export const PICTURES = [
  '{host,remote-*,tools/newTeam/template/remote}/public/favicon.svg',
  'host/public/media/logo.svg',
  'host/public/media/green/*.svg',
  'host/src/hero/media/*.svg',
  'host/src/range/media/*.svg',
  'remote-shop/src/catalogue/images/*.svg',
];

const OTHER_FILES = [...new Set(['shared', ...APPS.map(({ folder }) => folder), 'tools/newTeam/template'])].map((folder) => `${folder}/**/*.{html,svg,ts,tsx,mjs,js,json}`);
const NOT_SOURCES = ['**/node_modules/**', '**/dist/**'];

export function brandValuesOutsideCss(tokens = readTokens()) {
  const colours = [...tokens].filter(([, value]) => value.startsWith('#'));
  const pictures = new Set(globSync(PICTURES, { cwd: ROOT }));
  return globSync(OTHER_FILES, { cwd: ROOT, exclude: NOT_SOURCES })
    .filter((file) => !pictures.has(file))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8').toLowerCase();
      return colours.filter(([, colour]) => new RegExp(`${colour}(?![0-9a-f])`).test(text)).map(([name, colour]) => `${file}: ${colour} (${name})`);
    });
}
