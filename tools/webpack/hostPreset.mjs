/**
 * The host: an ordinary React page, prerendered, with no federation build plugin. It consumes the remotes
 * through the federation runtime's API, which its code fetches once the first screen works
 * (host/src/federation/instance.ts); with the build plugin, the runtime and the shared-module
 * negotiation would come before the first render.
 */
import webpack from 'webpack';
import { appPage, baseConfig } from './base.mjs';
import { InlineSourcesPlugin } from './inlineSources.mjs';
import { prerender } from './prerender.mjs';
import { hostSharedPackages } from './sharedPackages.mjs';

/**
 * @param {object} app
 * @param {string} app.dir
 * @param {object} app.templateParameters  values for the page template (`firstScreen` is added)
 * @param {Record<string, string>} app.entries  entries of further pages, by name (`main` is the app page's)
 * @param {{ filename: string, template: string, entry: string, templateParameters: object,
 *           render: (prerendered: object) => Promise<string> }[]} app.pages
 *        further pages, each running one of those entries; `render` gives its `firstScreen` from the
 *        exports of `src/prerender.tsx`
 */
export function hostPreset({ dir, templateParameters, entries, pages }) {
  return async (_env, argv) => {
    const production = argv.mode === 'production';
    // Production pages carry their first screen as HTML; the dev server renders in the browser only.
    const prerendered = production ? await prerender({ dir, name: 'host' }) : undefined;
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
      plugins: [
        ...base.plugins,
        new webpack.DefinePlugin({
          // The packages the host offers the remotes, each at its version and whether the page keeps one
          // copy (host/src/federation/sharedModules.ts): its run-time code reads no file of tools/.
          'process.env.FEDERATION_SHARED_PACKAGES': JSON.stringify(hostSharedPackages(dir)),
          // What the federation plugin defines for `experiments.optimization.target: 'web'`: the runtime's
          // Node.js loaders (fetch and vm instead of a script element) drop out of the host's bundle.
          ENV_TARGET: JSON.stringify('web'),
        }),
        ...otherPages,
        // A prerendered page paints from its HTML alone: its stylesheets must not be requests it waits for.
        ...(production ? [new InlineSourcesPlugin([page, ...otherPages])] : []),
      ],
      optimization: {
        ...base.optimization,
        splitChunks: {
          cacheGroups: {
            // Prerendered markup is styled from the first paint, also where its code arrives later (the
            // lower sections): all of the app's CSS goes in one stylesheet that every page links.
            styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
            // React is one chunk, whichever of the page's chunks needs it first (the app's, a trade page's,
            // the federation runtime offering it to the remotes): split by who needs it, it was small enough
            // to be copied into each of them instead.
            react: { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, chunks: 'async', enforce: true },
          },
        },
      },
    };
  };
}
