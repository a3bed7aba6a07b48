// Dependabot (.github/dependabot.yml) keeps the npm packages and the workflows' actions current, in the
// groups that move together. A pattern that names no package would group nothing, and a pin README.md
// explains would be undone by the first update: both are held here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';
import { parse } from 'yaml';
import { APPS } from '../apps.mjs';
import { ROOT } from './workflowFiles.mjs';

const config = parse(readFileSync(path.join(ROOT, '.github', 'dependabot.yml'), 'utf8'));
const update = (ecosystem, directory) => config.updates.find((entry) => entry['package-ecosystem'] === ecosystem && (entry.directory === directory || entry.directories?.includes(directory)));
const root = update('npm', '/');

/** Every package the workspace names, in any of its package.json files. */
const manifests = ['.', 'shared', ...APPS.map(({ folder }) => folder), 'remote-shop/functions', 'e2e', 'bench'].map((folder) => JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')));
const packages = [...new Set(manifests.flatMap((manifest) => Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })))];
const groupOf = (name) => Object.entries(root.groups).find(([, { patterns }]) => patterns.some((pattern) => minimatch(name, pattern)))?.[0];

test('npm packages and the workflows’ actions are both kept current, every week', () => {
  assert.equal(config.version, 2);
  for (const entry of [root, update('github-actions', '/')]) assert.equal(entry?.schedule.interval, 'weekly');
  assert.equal(update('npm', '/remote-shop/functions'), root, 'the function’s dependencies move with the repository’s, in the same pull request');
  assert.equal(config.updates.filter((entry) => entry['package-ecosystem'] === 'npm').length, 1);
});

test('the packages that move together are grouped: firebase, module federation, react, webpack, the forms, lint and test tools', () => {
  assert.deepEqual(Object.keys(root.groups), ['firebase', 'module-federation', 'react', 'webpack', 'forms', 'lint', 'test-tools']);
  for (const [name, group] of [
    ['firebase', 'firebase'], ['firebase-tools', 'firebase'], ['firebase-functions', 'firebase'], ['firebase-admin', 'firebase'], ['parse5', 'firebase'], ['@firebase/rules-unit-testing', 'firebase'],
    ['@module-federation/enhanced', 'module-federation'], ['@module-federation/inject-external-runtime-core-plugin', 'module-federation'],
    ['react', 'react'], ['react-dom', 'react'], ['@types/react', 'react'],
    ['webpack', 'webpack'], ['webpack-cli', 'webpack'], ['webpack-dev-server', 'webpack'], ['ts-loader', 'webpack'], ['css-loader', 'webpack'], ['html-webpack-plugin', 'webpack'], ['mini-css-extract-plugin', 'webpack'], ['css-minimizer-webpack-plugin', 'webpack'],
    ['react-hook-form', 'forms'], ['@hookform/resolvers', 'forms'], ['zod', 'forms'],
    ['eslint', 'lint'], ['@eslint/js', 'lint'], ['typescript-eslint', 'lint'], ['stylelint', 'lint'], ['eslint-plugin-import-x', 'lint'],
    ['jest', 'test-tools'], ['ts-jest', 'test-tools'], ['@testing-library/react', 'test-tools'], ['@playwright/test', 'test-tools'], ['playwright-core', 'test-tools'],
    ['typescript', undefined],
  ]) {
    assert.ok(packages.includes(name), `${name} is a package of the workspace`);
    assert.equal(groupOf(name), group, name);
  }
  for (const [group, { patterns }] of Object.entries(root.groups)) {
    for (const pattern of patterns) assert.ok(packages.some((name) => minimatch(name, pattern)), `${group}: ${pattern} names no package`);
  }
});

test('the pins README.md explains are kept: TypeScript below 7, the second federation patch', () => {
  const ignored = Object.fromEntries(root.ignore.map(({ 'dependency-name': name, ...rest }) => [name, rest]));
  assert.deepEqual(Object.keys(ignored), ['typescript', 'federation-other-patch']);
  assert.deepEqual(ignored.typescript, { versions: ['>=7'] });
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  assert.match(readme, /TypeScript 7 has no JS API/);
});

test('the workflows’ actions move together, so that every job stays on one version of each', () => {
  assert.deepEqual(update('github-actions', '/').groups, { actions: { patterns: ['*'] } });
});
