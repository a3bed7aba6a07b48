/**
 * The one webpack configuration every app is built with, so that the four teams cannot drift apart on
 * what must match across the page: the shared singletons, the share strategy, CSS isolation and hashing.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envScriptMiddleware } from '../serve/envScript.mjs';
import { portOf } from '../ports.mjs';
import { InlineStylesPlugin } from './inlineStyles.mjs';
import { CompileHintsPlugin } from './compileHints.mjs';

const require = createRequire(import.meta.url);

/**
 * The one list of what the apps share, by package, with the module ids each remote's build shares of it.
 * It is JSON so that the host's TypeScript can read the package names too: the host offers the same
 * packages through the runtime API (host/src/federation/sharedModules.ts), and the type check fails when
 * a package has no loader there or a loader has no package here.
 *
 * One React, one zustand and one contracts package on the page, whoever loads first; and one copy of the
 * form libraries, which the host (contact, newsletter), the cart (checkout) and auth (login, register)
 * all use. An app shares a package only if it depends on it: npm installs @hookform/resolvers into each
 * app's own node_modules, so the shop could not even name its version.
 * zod is not shared as a package: a shared module ships whole, as the build cannot know what other apps
 * use of it (zod/mini: 83 KB gzip). The apps write their schemas with the contracts package's `z`
 * (shared/src/schema/z.ts), the part of zod/mini they use, so the page carries that one copy.
 * The one resolver in use is named, not the `@hookform/resolvers/` prefix: a prefix makes the federation
 * plugin resolve the bare folder, which Node reports as a deprecated `exports` mapping on every build.
 */
export const SHARED_PACKAGES = require('./sharedPackages.json');

/** Each shared package the app depends on, at the version installed for it. */
function sharedPackageVersions(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { dependencies = {} } = appRequire('./package.json');
  return Object.fromEntries(
    Object.keys(SHARED_PACKAGES)
      .filter((name) => name in dependencies)
      .map((name) => [name, appRequire(`${name}/package.json`).version]),
  );
}

/** The remotes' `shared` option: every module id of each package the app depends on, as a singleton. */
export function sharedSingletons(appDir) {
  return Object.fromEntries(
    Object.entries(sharedPackageVersions(appDir)).flatMap(([name, version]) =>
      SHARED_PACKAGES[name].map((id) => {
        const shared = { singleton: true, requiredVersion: `^${version}` };
        // A subpath named in full has a folder of its own, which may have a package.json of its own
        // (@hookform/resolvers/zod says 1.0.0): the package's version is given so that it is not taken.
        const ownFolder = id !== name && !id.endsWith('/');
        return [id, ownFolder ? { ...shared, version } : shared];
      }),
    ),
  );
}

/**
 * The host offers the shared packages through the federation runtime's API, with the versions installed
 * for it, written into its build here. It must depend on every one of them to offer it.
 */
export function sharedVersions(appDir) {
  const versions = sharedPackageVersions(appDir);
  const missing = Object.keys(SHARED_PACKAGES).filter((name) => !(name in versions));
  if (missing.length > 0) throw new Error(`${appDir} offers every shared package but does not depend on ${missing.join(', ')}`);
  return versions;
}

export const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  // Types are checked once by `npm run typecheck`; builds only transpile.
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
};
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/**
 * Media are files of their own; `?inline` makes one a data URL inside the code that imports it, for the
 * rare picture that must paint with the HTML itself (the hero's first banner, the page's largest paint).
 * `emit: false` for a build that only needs the files' names (tools/webpack/prerender.mjs).
 */
export function assetRule({ emit = true } = {}) {
  return {
    test: /\.(svg|png|jpg|webp|mp4|webm)$/,
    oneOf: [{ resourceQuery: /inline/, type: 'asset/inline' }, { type: 'asset/resource', ...(emit ? {} : { generator: { emit: false } }) }],
  };
}

/** CSS Modules naming; tools/webpack/prerender.mjs must name classes exactly as the browser build does. */
export function cssModules(appName, production) {
  return {
    auto: /\.module\.css$/,
    // Class names carry the team's name so that no rule of one team can match another's markup.
    localIdentName: production ? `${appName}-[hash:base64:6]` : `${appName}-[name]-[local]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
  };
}

/**
 * Entry files are content-hashed. The federation runtime also resolves this template, before any hash
 * exists, only to learn the output folder's depth; it gets the same name without the hash then.
 */
function hashedWhenKnown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * The glue between a container's webpack runtime and the federation runtime (loading remotes, consuming
 * shared modules) is the same code in every remote, ~5 KB gzip with what it imports. The federation
 * plugin imports it into each container's entry by file path; like the runtime itself, the remotes take
 * the page's copy, which the host (host/src/federation/instance.ts) or tools/webpack/federationRuntime.mjs
 * puts on this global.
 */
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
const BUNDLER_RUNTIME_FILE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]/;

function bundlerRuntimeExternal({ request }, callback) {
  if (request && BUNDLER_RUNTIME_FILE.test(request)) callback(null, BUNDLER_RUNTIME_GLOBAL);
  else callback();
}

const RUNTIME_PROVIDER = 'federation-runtime';
const MF_RUNTIME_CHUNK = 'mf-runtime';
const runtimeProviderFile = fileURLToPath(new URL('./federationRuntime.mjs', import.meta.url));

/**
 * A remote's own page has no host to take the federation runtime from, so each remote also builds the
 * provider as a script of its own. A separate build because in the remote's build every import of the
 * runtime stands for the page's copy. `built.file` receives the script's name, hash included.
 */
function runtimeProviderConfig(app, production, built) {
  return {
    name: `${app.name}-${RUNTIME_PROVIDER}`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { [RUNTIME_PROVIDER]: runtimeProviderFile },
    devtool: production ? 'source-map' : false,
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      // Built first; the remote's build, which follows, keeps this file.
      clean: true,
    },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.done.tap('RuntimeProviderFile', (stats) => {
            built.file = stats.compilation.entrypoints.get(RUNTIME_PROVIDER).getFiles().find((file) => file.endsWith('.js'));
          });
        },
      },
    ],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/** Puts the provider's script before the page's own, which needs the runtime as soon as it starts. */
function loadRuntimeProviderFirst(page, built) {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('LoadRuntimeProviderFirst', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap('LoadRuntimeProviderFirst', (data) => {
          if (data.plugin === page) data.assets.js.unshift(data.assets.publicPath + built.file);
          return data;
        });
      });
    },
  };
}

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder
 * @param {'host'|'shop'|'cart'|'auth'} app.name  its federation name
 * @param {Record<string,string>} [app.exposes]
 * @param {string} [app.title]      the HTML page's title (when its template does not set one)
 * @param {object} [app.templateParameters]  values for the page template
 * @param {{ filename: string, template: string, templateParameters: object }[]} [app.staticPages]
 *        further pages rendered from templates at build time, with no script
 * @param {boolean} [app.prerendered]  its page arrives with markup rendered at build time
 */
export function createConfig(app) {
  const remote = Object.keys(app.exposes ?? {}).length > 0;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const publicDir = path.join(app.dir, 'public');
    const mainPage = new HtmlWebpackPlugin({
      template: './src/index.html',
      title: app.title,
      ...(app.templateParameters ? { templateParameters: app.templateParameters } : {}),
      scriptLoading: 'defer',
      inject: 'head',
      // A remote's own page runs its `main` only; its container (remoteEntry.js) is for the host.
      chunks: ['main'],
      // See `minimizeOptions` below: the page's markup is left as React rendered it.
      minify: false,
    });
    const runtimeProvider = {};
    const appConfig = {
      name: app.name,
      ...(remote ? { dependencies: [`${app.name}-${RUNTIME_PROVIDER}`] } : {}),
      context: app.dir,
      entry: { main: './src/main.tsx' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        filename: production ? hashedWhenKnown : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        uniqueName: app.name,
        // The host clears this array when it retries a remote (host/src/federation/remotes.ts): a
        // re-run entry would otherwise take the chunks already in it and never fetch the ones served now.
        chunkLoadingGlobal: `storefront_${app.name}_chunks`,
        clean: remote ? { keep: new RegExp(`^${RUNTIME_PROVIDER}\\.`) } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          TYPESCRIPT_RULE,
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: { modules: cssModules(app.name, production) },
              },
            ],
          },
          assetRule(),
        ],
      },
      plugins: [
        remote
          ? new ModuleFederationPlugin({
              name: app.name,
              filename: 'remoteEntry.js',
              // The container's global must not be the bare name: the page's `<section id="shop">` is also
              // `window.shop`, and the runtime would take that element for the loaded container.
              library: { type: 'var', name: `storefront_${app.name}` },
              exposes: app.exposes,
              shared: sharedSingletons(app.dir),
              // A remote is fetched only when something asks for it, so one dead remote cannot stop the page.
              shareStrategy: 'loaded-first',
              manifest: true,
              // Exposed components take no props and speak only through the bus, whose types live in shared/.
              dts: false,
              // One federation runtime on the page, the host's: each remote's container would otherwise
              // carry its own copy, ~19 KB gzipped.
              experiments: { asyncStartup: true, externalRuntime: true },
            })
          : // The host consumes the remotes through the federation runtime's API, which its code fetches
            // once the first screen works (host/src/federation/instance.ts); with the build plugin, the
            // runtime and the shared-module negotiation would come before the first render.
            new webpack.DefinePlugin({
              'process.env.FEDERATION_SHARED_VERSIONS': JSON.stringify(sharedVersions(app.dir)),
              // What the federation plugin defines for `experiments.optimization.target: 'web'`: the runtime's
              // Node.js loaders (fetch and vm instead of a script element) drop out of the host's bundle.
              ENV_TARGET: JSON.stringify('web'),
            }),
        ...(remote ? [new webpack.ExternalsPlugin('global', bundlerRuntimeExternal)] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        mainPage,
        // A prerendered page paints from its HTML alone: its stylesheets must not be requests it waits for.
        ...(app.prerendered && production ? [new InlineStylesPlugin(mainPage)] : []),
        ...(remote ? [loadRuntimeProviderFirst(mainPage, runtimeProvider)] : []),
        // The runtime runs almost whole as soon as it arrives (host/src/federation/evaluateRuntime.ts).
        ...(remote ? [] : [new CompileHintsPlugin([MF_RUNTIME_CHUNK])]),
        ...(app.staticPages ?? []).map((page) => new HtmlWebpackPlugin({ ...page, inject: false, chunks: [] })),
        ...(existsSync(publicDir) ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })] : []),
      ],
      // Prerendered markup must reach the browser exactly as React wrote it: hydration matches text node
      // by node, and React separates adjacent texts with comments that webpack's HTML minifier strips.
      optimization: {
        minimizeOptions: { html: false },
        // webpack minifies only its own CSS modules, not extracted stylesheets: every app's CSS, the
        // copied splash.css and what the host's page inlines go through cssnano here.
        minimizer: ['...', new CssMinimizerPlugin()],
        splitChunks: {
          cacheGroups: {
            // Prerendered markup is styled from the first paint, also where its code arrives later (lazy
            // sections): all of the app's CSS goes in one stylesheet that the page links.
            ...(app.prerendered ? { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } : {}),
            // The host's federation runtime, a chunk of its own so that it can carry a compile hint.
            ...(remote ? {} : { [MF_RUNTIME_CHUNK]: { name: MF_RUNTIME_CHUNK, test: /[\\/]node_modules[\\/]@module-federation[\\/]/, chunks: 'async', enforce: true } }),
          },
        },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: portOf(app.name),
        host: 'localhost',
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        setupMiddlewares: (middlewares) => [{ name: 'env-script', path: '/env.js', middleware: envScriptMiddleware() }, ...middlewares],
      },
    };
    return remote ? [runtimeProviderConfig(app, production, runtimeProvider), appConfig] : appConfig;
  };
}
