import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './tools/apps.mjs';
import { floorZones, FLOORS_DOC, unplaced } from './tools/lint/toolsFloors.mjs';

// Teams meet only through the bus in @storefront/shared, never by importing each other.
const busOnly = {
  group: ['**/host/**', '**/remote-*/**', '@storefront/host', '@storefront/remote-*'],
  message: 'Talk to other teams through the bus in @storefront/shared.',
};

// The page carries one zod: the part of it the contracts package offers every app.
const oneZod = { regex: '^zod(/|$)', message: "Write schemas with `z` from @storefront/shared (shared/src/schema/z.ts)." };

// The apps' run-time code reads contracts and its own files; what the builds know of tools/ reaches it as values the build defines.
const noTools = {
  group: ['**/tools/**'],
  message: "Run-time code reads no file of tools/: take it from @storefront/shared, or have the build define it (tools/webpack).",
};

// shared/ holds contracts only; a team's UI is built by that team (its src/ui/), so it changes when that team deploys.
// Its one stylesheet, the brand's tokens, is a contract too: the apps' entries import it, never shared's code, and
// stylelint holds it to tokens alone (tools/lint/brandTokens.mjs).
const contractsOnly = 'shared/ holds contracts only (bus, schemas, money, config, hooks reading them): UI belongs in the team that shows it.';

/**
 * The layers inside each app, as Bulletproof React has them. What composes the app (its entry, the
 * exposed component, its own page in standalone/, the host's layout and start-up) may import anything; a
 * layer (the store, pure rules, the team's own ui/, test helpers) imports no feature; a feature imports
 * layers, never another feature's files. Paths are under the app's src/; every entry of src/ is named.
 */
const APP_LAYERS = {
  host: {
    compose: ['main.tsx', 'App.tsx', 'appChunk.ts', 'prerender.tsx', 'layout', 'trade', 'startup'],
    layers: ['brand.ts', 'started', 'motion', 'federation', 'ui', 'testing'],
    features: ['header', 'hero', 'range', 'sections', 'notifications', 'splash', 'vitals', 'offline'],
  },
  'remote-shop': {
    compose: ['main.tsx', 'Shop.tsx', 'prerender.tsx', 'standalone'],
    layers: ['store', 'anchor', 'browse', 'catalogue', 'addToCart', 'search', 'seo', 'ui'],
    features: ['detail', 'grid', 'toolbar', 'pagination', 'plainLinks'],
  },
  'remote-cart': {
    compose: ['main.tsx', 'CartPanel.tsx', 'standalone'],
    layers: ['store', 'tab', 'lines', 'ui', 'testing'],
    features: ['cart', 'checkout'],
  },
  'remote-auth': {
    compose: ['main.tsx', 'AuthModals.tsx', 'standalone'],
    layers: ['store', 'session', 'errors', 'ui', 'testing'],
    features: ['forms'],
  },
};

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * A new remote's layers until its team names them above, as the template (tools/newTeam/template/) lays
 * them out: its entry, its exposed component (tools/apps.json) and its own page compose it; its store,
 * bus, ui and testing are layers; every other folder of its src/ is a feature.
 */
function templateLayers({ folder, exposes }) {
  const exposed = path.basename(Object.values(exposes ?? {})[0] ?? '');
  const layers = ['store', 'bus', 'ui', 'testing'];
  const compose = ['main.tsx', exposed, 'standalone'];
  const features = existsSync(`${ROOT}${folder}/src`)
    ? readdirSync(`${ROOT}${folder}/src`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && ![...layers, ...compose].includes(entry.name))
        .map((entry) => entry.name)
    : [];
  return { compose, layers, features };
}

// Every app of the app list is held to its layers: those named above, or the template's.
for (const app of APPS) APP_LAYERS[app.folder] ??= templateLayers(app);

function layerZones(app, { compose, layers, features }) {
  const src = (names) => names.map((name) => `${app}/src/${name}`);
  const named = [...compose, ...layers, ...features];
  for (const entry of readdirSync(`${ROOT}${app}/src`, { withFileTypes: true })) {
    const code = entry.isDirectory() || (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'));
    if (code && !named.some((name) => name === entry.name || name.startsWith(`${entry.name}/`))) {
      throw new Error(`${app}/src/${entry.name} is in no layer: name it in APP_LAYERS (eslint.config.mjs)`);
    }
  }
  return [
    { target: src(layers), from: src([...compose, ...features]), message: 'A layer imports no feature: move what both need into a layer.' },
    ...features.map((feature) => ({
      target: src([feature]),
      from: src([...compose, ...features.filter((other) => other !== feature)]),
      message: 'A feature imports layers only, never another feature or what composes the app: compose them in the app, or move what both need into a layer.',
    })),
  ];
}

// tools/ stands on floors (tools/lint/toolsFloors.mjs): an entry of tools/ on none fails lint, saying where to place it.
const toolsUnplaced = unplaced(`${ROOT}tools`);
if (toolsUnplaced.length > 0) {
  throw new Error(`${toolsUnplaced.map((name) => `tools/${name}`).join(', ')} stands on no floor: place it in TOOLS_FLOORS (tools/lint/toolsFloors.mjs), above everything it imports and below all that imports it (${FLOORS_DOC})`);
}

export default tseslint.config(
  // .firebase/ holds what a release stages (tools/release/runRelease.mjs): built files, as dist/ does.
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**', '.firebase/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [busOnly] }],
    },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [busOnly, oneZod] }] },
  },
  {
    // Tests may read the app list and the builds' lists, to check that the code agrees with them.
    files: ['{host,remote-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [busOnly, oneZod, noTools] }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [busOnly, noTools, { group: ['*.css', 'react-dom', 'react-dom/*'], message: contractsOnly }] }],
      'no-restricted-syntax': ['error', { selector: 'JSXElement', message: contractsOnly }, { selector: 'JSXFragment', message: contractsOnly }],
    },
  },
  {
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...Object.entries(APP_LAYERS).map(([app, layers]) => ({
    // Tests may reach across, to check that two parts agree.
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones(app, layers) }] },
  })),
  {
    // tools/'s floors, and no circle of its files: import-x's no-cycle sees every import of plain JavaScript, which has no type-only ones.
    files: ['tools/**/*.{mjs,js}'],
    ignores: ['**/*.test.mjs', 'tools/newTeam/template/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.mjs', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: floorZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook. The suite runs every team's app, and
    // names the remotes by the host's type of them (a type only: no app's code runs in a spec's process).
    files: ['e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-imports': ['error', { patterns: [{ ...busOnly, allowTypeImports: true }] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Their functions are handed to a browser's driver and run in the page.
    files: ['bench/pageProbe.mjs', 'bench/shopperProbe.mjs', 'bench/landingProbe.mjs', 'e2e/engines/locators.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tools/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
