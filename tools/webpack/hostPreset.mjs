/**
 * The host: an ordinary React page, prerendered, with no federation build plugin. It consumes the remotes
 * through the federation runtime's API, which its code fetches once the first screen works
 * (host/src/federation/instance.ts); with the build plugin, the runtime and the shared-module
 * negotiation would come before the first render.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { baseConfig, mainPage } from './base.mjs';
import { InlineSourcesPlugin } from './inlineSources.mjs';
import { prerender } from './prerender.mjs';
import { sharedVersions } from './sharedPackages.mjs';

/**
 * @param {object} app
 * @param {string} app.dir
 * @param {object} app.templateParameters  values for the page template (`firstScreen` is added)
 * @param {{ filename: string, template: string, templateParameters: object }[]} app.staticPages
 *        further pages rendered from templates at build time, with no script
 */
export function hostPreset({ dir, templateParameters, staticPages }) {
  return async (_env, argv) => {
    const production = argv.mode === 'production';
    // Production pages carry their first screen as HTML; the dev server renders in the browser only.
    const firstScreen = production ? await prerender({ dir, name: 'host' }) : '';
    const page = mainPage({ templateParameters: { ...templateParameters, firstScreen } });
    const base = baseConfig({ dir, name: 'host', page }, production);
    return {
      ...base,
      plugins: [
        ...base.plugins,
        new webpack.DefinePlugin({
          // The versions the host offers the shared packages at (host/src/federation/sharedModules.ts).
          'process.env.FEDERATION_SHARED_VERSIONS': JSON.stringify(sharedVersions(dir)),
          // What the federation plugin defines for `experiments.optimization.target: 'web'`: the runtime's
          // Node.js loaders (fetch and vm instead of a script element) drop out of the host's bundle.
          ENV_TARGET: JSON.stringify('web'),
        }),
        // A prerendered page paints from its HTML alone: its stylesheets must not be requests it waits for.
        ...(production ? [new InlineSourcesPlugin(page)] : []),
        ...staticPages.map((staticPage) => new HtmlWebpackPlugin({ ...staticPage, inject: false, chunks: [] })),
      ],
      optimization: {
        ...base.optimization,
        splitChunks: {
          cacheGroups: {
            // Prerendered markup is styled from the first paint, also where its code arrives later (the
            // lower sections): all of the app's CSS goes in one stylesheet that the page links.
            styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
          },
        },
      },
    };
  };
}
