// An app's first screen rendered at build time, so the largest paint needs no script; bundled for Node with
// the browser build's class and asset names, so that React hydrates the markup as it is.
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { ASSET_FILENAME, assetRule, cssModules, TYPESCRIPT_RULE } from './base.mjs';

const require = createRequire(import.meta.url);

function serverConfig({ dir, name, publicPath = '/', define = {} }) {
  return {
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.join(dir, 'node_modules', '.cache', 'prerender'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      // The host is served from its origin's root, so its asset URLs resolve to the browser build's files
      // from there; a remote's render names another base, put in its place where the markup is served.
      publicPath,
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        TYPESCRIPT_RULE,
        { test: /\.css$/, use: { loader: 'css-loader', options: { modules: { ...cssModules(name, true), exportOnlyLocals: true } } } },
        // The browser build emits the files; here only their names are needed.
        assetRule({ emit: false }),
      ],
    },
    plugins: [new webpack.DefinePlugin(define)],
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-warnings',
  };
}

/**
 * @param {{ dir: string, name: string, publicPath?: string, define?: Record<string, string> }} app
 * @returns {Promise<Record<string, (...args: never[]) => unknown>>} the app's `src/prerender.tsx`
 */
export function prerender(app) {
  const config = serverConfig(app);
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const bundle = path.join(config.output.path, 'prerender.cjs');
      delete require.cache[bundle];
      try {
        resolve(require(bundle));
      } catch (renderError) {
        reject(renderError);
      }
    });
  });
}
