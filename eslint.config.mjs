import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Teams meet only through the bus in @storefront/shared, never by importing each other.
const busOnly = {
  group: ['**/host/**', '**/remote-*/**', '@storefront/host', '@storefront/remote-*'],
  message: 'Talk to other teams through the bus in @storefront/shared.',
};

// The page carries one zod: the part of it the contracts package offers every app.
const oneZod = { regex: '^zod(/|$)', message: "Write schemas with `z` from @storefront/shared (shared/src/schema/z.ts)." };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
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
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Its functions are handed to Playwright and run in the page.
    files: ['tools/bench/pageProbe.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tools/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
