// The host has no federation build plugin: it fetches the runtime once the first screen works, where the
// plugin would put the runtime and the shared-module negotiation before the first render.
import path from 'node:path';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { HOST_REMOTES } from '../apps.mjs';
import { retiredWorkerMiddleware, WORKER_FILE } from '../contracts/retiredWorker.mjs';
import { appPage, baseConfig } from './base.mjs';
import { InlineSourcesPlugin } from './inlineSources.mjs';
import { WebAppManifestPlugin } from './webAppManifest.mjs';
import { prerender } from './prerender.mjs';
import { hostSharedPackages } from './sharedPackages.mjs';

/** The first screen's files, kept by the worker from its install: the page, its first script and what the page hydrates with. */
export const SHELL_FILES = [/^index\.html$/, /^(main|app|react|styles)\.[0-9a-f]{10}\.(js|css)$/, /^favicon\.svg$/, /^media\/logo\.svg$/];

function serviceWorker(dir) {
  return new InjectManifest({ swSrc: path.join(dir, 'src', 'offline', 'worker.ts'), swDest: WORKER_FILE, include: SHELL_FILES });
}

/** `pages` each run one of `entries`; a page's `render` makes its `firstScreen` from src/prerender.tsx's exports; `manifest`, the web app manifest. */
export function hostPreset({ dir, templateParameters, entries, pages, manifest }) {
  return async (_env, argv) => {
    const production = argv.mode === 'production';
    // Production pages carry their first screen as HTML; the dev server renders in the browser only.
    // The host's code reads its remotes from the app list as the build writes them, never a file of tools/.
    const define = { __STOREFRONT_REMOTES__: JSON.stringify(HOST_REMOTES) };
    const prerendered = production ? await prerender({ dir, name: 'host', define }) : undefined;
    const firstScreen = async (render) => (prerendered ? render(prerendered) : '');
    const page = appPage({ templateParameters: { ...templateParameters, firstScreen: await firstScreen((app) => app.renderFirstScreen()) } });
    const otherPages = await Promise.all(
      pages.map(async ({ render, templateParameters: parameters, ...other }) => appPage({ ...other, templateParameters: { ...parameters, firstScreen: await firstScreen(render) } })),
    );
    const base = baseConfig({ dir, name: 'host', page }, production);
    return {
      ...base,
      entry: { ...base.entry, ...entries },
      // The storefront is also served at the shop's addresses (`/shop/groceries/`): its pages name their
      // files from the site's root, where they are, never from the address they were served at.
      output: { ...base.output, publicPath: '/' },
      devServer: {
        ...base.devServer,
        setupMiddlewares: (middlewares, server) => [{ name: 'retired-worker', path: `/${WORKER_FILE}`, middleware: retiredWorkerMiddleware }, ...base.devServer.setupMiddlewares(middlewares, server)],
      },
      plugins: [
        ...base.plugins,
        new webpack.DefinePlugin({
          ...define,
          'process.env.FEDERATION_SHARED_PACKAGES': JSON.stringify(hostSharedPackages(dir)),
          // What the federation plugin defines for `experiments.optimization.target: 'web'`: the runtime's
          // Node.js loaders (fetch and vm instead of a script element) drop out of the host's bundle.
          ENV_TARGET: JSON.stringify('web'),
        }),
        ...otherPages,
        new WebAppManifestPlugin(manifest),
        // A prerendered page paints from its HTML alone: its stylesheets must not be requests it waits for.
        ...(production ? [new InlineSourcesPlugin([page, ...otherPages]), serviceWorker(dir)] : []),
      ],
      optimization: {
        ...base.optimization,
        splitChunks: {
          cacheGroups: {
            // Prerendered markup is styled from the first paint, also where its code arrives later: one stylesheet.
            styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
            // One React chunk, whoever needs it first: split by who needs it, it was small enough to be copied into each.
            react: { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, chunks: 'async', enforce: true },
            // The code that loads a remote, which the app's chunk and the runtime's both need: one chunk for
            // both whatever its size, where webpack's size threshold would copy it into each.
            remoteLoading: { name: 'remote-loading', test: /[\\/]host[\\/]src[\\/]federation[\\/]|[\\/]shared[\\/]src[\\/](config|release)[\\/]/, chunks: 'async', minChunks: 2, enforce: true },
          },
        },
      },
    };
  };
}
