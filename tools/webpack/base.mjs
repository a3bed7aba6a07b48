// What every app's build shares; hostPreset.mjs and remotePreset.mjs add what makes it the host or a remote.
import path from 'node:path';
import { existsSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { envScriptMiddleware } from '../contracts/envScript.mjs';
import { noReleaseMiddleware, RELEASE_FILE } from '../contracts/releaseFile.mjs';
import { appNamed } from '../apps.mjs';
import { shopAddress } from '../contracts/shopAddress.mjs';
import { readTokens } from '../brandTokens.mjs';

export const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  // Types are checked once by `npm run typecheck`; builds only transpile.
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
};
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

// `?inline` makes a picture a data URL in the code that imports it, for the rare one that must paint with
// the HTML itself (the hero's first banner). `emit: false`: a build that needs only the names (prerender).
export function assetRule({ emit = true } = {}) {
  return {
    test: /\.(svg|png|jpg|webp|mp4|webm)$/,
    oneOf: [{ resourceQuery: /inline/, type: 'asset/inline' }, { type: 'asset/resource', ...(emit ? {} : { generator: { emit: false } }) }],
  };
}

/** prerender.mjs must name classes exactly as the browser build does. */
export function cssModules(appName, production) {
  return {
    auto: /\.module\.css$/,
    // Class names carry the team's name so that no rule of one team can match another's markup.
    localIdentName: production ? `${appName}-[hash:base64:6]` : `${appName}-[name]-[local]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
  };
}

// The federation runtime also resolves this template before any hash exists, only to learn the output
// folder's depth: it gets the name without the hash then.
function hashedWhenKnown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

export function appPage({ title, template = './src/index.html', templateParameters, filename = 'index.html', entry = 'main' }) {
  return new HtmlWebpackPlugin({
    filename,
    template,
    title,
    ...(templateParameters ? { templateParameters } : {}),
    scriptLoading: 'defer',
    inject: 'head',
    chunks: [entry],
    // The colour the browser paints its own bar in: HTML, not CSS, so the build writes it from the tokens.
    meta: { 'theme-color': readTokens().get('--brand-green') },
    // A prerendered page's markup must reach the browser exactly as React wrote it: hydration matches
    // text node by node, and React separates adjacent texts with comments that a minifier strips.
    minify: false,
  });
}

export function baseConfig({ dir, name, page }, production) {
  const publicDir = path.join(dir, 'public');
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/main.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: production ? hashedWhenKnown : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: ASSET_FILENAME,
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        TYPESCRIPT_RULE,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: cssModules(name, production) } }] },
        assetRule(),
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      page,
      ...(existsSync(publicDir) ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })] : []),
    ],
    optimization: {
      minimizeOptions: { html: false },
      // webpack minifies no extracted stylesheet: the apps' CSS, splash.css and the host's inlined CSS go through cssnano.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port: appNamed(name).port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      // The storefront in the shop's part of the site (`/shop/groceries/`), without its served view: no function runs here.
      ...(name === 'host' ? { historyApiFallback: { rewrites: [{ from: shopAddress.SHOP_PART, to: '/index.html' }] } } : {}),
      setupMiddlewares: (middlewares) => [
        { name: 'env-script', path: '/env.js', middleware: envScriptMiddleware() },
        { name: 'no-release', path: `/${RELEASE_FILE}`, middleware: noReleaseMiddleware },
        ...middlewares,
      ],
    },
  };
}
