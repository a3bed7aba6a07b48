/**
 * The storefront as one ordinary webpack bundle, with no Module Federation, kept only to measure what
 * federation costs (the "federation tax"). It is the host's own production config, so loaders, CSS
 * Modules, minification, HTML, copied files and hashed names stay whatever the federated host gets,
 * with three changes: no ModuleFederationPlugin; host/src/federation/remotes.ts swapped for
 * ./localRemotes.ts, which imports the teams' exposed components directly (every remote of the app list,
 * ./exposedImports.mjs); and each team's CSS Modules keep that team's class prefix, as each team's own
 * build gives them.
 */
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import hostConfig from '../../host/webpack.config.mjs';
import { exposedComponents, exposedImportsSource } from './exposedImports.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const hostDir = path.resolve(here, '../../host');
/** The host's federation modules, each by its stand-in here. */
const STAND_INS = new Map([
  [path.join(hostDir, 'src/federation/remotes'), path.join(here, 'localRemotes.ts')],
]);
/** Requests that may name one of them (`./remotes` …), checked by path below. */
const STANDS_IN_FOR = new RegExp(`(^|/)(${[...STAND_INS.keys()].map((file) => path.basename(file)).join('|')})$`);

function appDirOf(file) {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

function packagesIn(nodeModules) {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) => (entry.startsWith('@') ? readdirSync(path.join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry]))
    .map((name) => {
      const dir = path.join(nodeModules, name);
      return { name, dir, version: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version };
    });
}

/**
 * npm nests a package in each app that depends on it (@hookform/resolvers) when it cannot hoist it.
 * Federated, each app bundles its own copy anyway; one app would have installed one copy, so a package
 * nested at the same version everywhere resolves to a single copy here. Differing versions stay apart.
 */
function deduplicatedNestedPackages(appDirs) {
  const byName = new Map();
  for (const pkg of appDirs.flatMap((dir) => packagesIn(path.join(dir, 'node_modules')))) byName.set(pkg.name, [...(byName.get(pkg.name) ?? []), pkg]);
  return Object.fromEntries(
    [...byName].filter(([, copies]) => copies.length > 1 && copies.every((copy) => copy.version === copies[0].version)).map(([name, [first]]) => [name, first.dir]),
  );
}

/** The host's CSS rule, once for the host (and shared/, whose styles the host's build provides) and once per team. */
function cssRulesPerTeam(hostRule, teams) {
  const [extractLoader, cssLoader] = hostRule.use;
  const { modules } = cssLoader.options;
  if (!modules.localIdentName.startsWith('host-')) throw new Error(`unexpected CSS Modules naming: ${modules.localIdentName}`);
  const forTeam = ({ team, dir }) => ({
    ...hostRule,
    include: dir,
    use: [extractLoader, { ...cssLoader, options: { ...cssLoader.options, modules: { ...modules, localIdentName: modules.localIdentName.replace(/^host-/, `${team}-`) } } }],
  });
  return [{ ...hostRule, exclude: teams.map(({ dir }) => dir) }, ...teams.map(forTeam)];
}

/**
 * The teams import shared/'s styles in different orders, which one stylesheet cannot follow for all; as
 * CSS Modules their class names are unique, so the order does not matter.
 */
const ignoringCssOrder = (plugin) => (plugin instanceof MiniCssExtractPlugin ? new MiniCssExtractPlugin({ ...plugin.options, ignoreOrder: true }) : plugin);

export default async function singleBundleConfig() {
  const config = await hostConfig({}, { mode: 'production' });
  const exposed = exposedComponents();
  const teams = exposed.map(({ team, file }) => ({ team, dir: appDirOf(file) }));
  const isCssRule = (rule) => rule.test instanceof RegExp && rule.test.test('x.css');
  return {
    ...config,
    mode: 'production',
    output: { ...config.output, path: path.join(here, 'dist') },
    resolve: {
      ...config.resolve,
      alias: {
        ...deduplicatedNestedPackages([hostDir, ...teams.map(({ dir }) => dir)]),
        ...Object.fromEntries(exposed.map(({ id, file }) => [`${id}$`, file])),
      },
    },
    module: {
      ...config.module,
      rules: config.module.rules.flatMap((rule) => (isCssRule(rule) ? cssRulesPerTeam(rule, teams) : [rule])),
    },
    // The host's own stylesheet holds the host's CSS (and shared/'s), as federated; each team's CSS stays
    // with that team's code, as its own build gives it.
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          styles: {
            ...config.optimization.splitChunks.cacheGroups.styles,
            test: (module) => !teams.some(({ dir }) => module.identifier().includes(dir + path.sep)),
          },
        },
      },
    },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)).map(ignoringCssOrder),
      new webpack.experiments.schemes.VirtualUrlPlugin({ 'exposed-imports': { type: '.js', source: () => exposedImportsSource(exposed) } }),
      new webpack.NormalModuleReplacementPlugin(STANDS_IN_FOR, (resolveData) => {
        const standIn = STAND_INS.get(path.resolve(resolveData.context, resolveData.request));
        if (standIn) resolveData.request = standIn;
      }),
    ],
  };
}
