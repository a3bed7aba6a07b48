// A remote: a federation container exposing one component, and its own page for the team to work on it alone.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { appInFolder } from '../apps.mjs';
import { baseConfig, appPage } from './base.mjs';
import { sharedOption } from './sharedPackages.mjs';

/** Each team builds with the federation version its own package.json names, not one pinned for all. */
function federationPluginOf(dir) {
  return createRequire(path.join(dir, 'package.json'))('@module-federation/enhanced/webpack').ModuleFederationPlugin;
}

const RUNTIME_PROVIDER = 'federation-runtime';
const remotePageFile = fileURLToPath(new URL('./remotePage.html', import.meta.url));
const runtimeProviderFile = fileURLToPath(new URL('./federationRuntime.mjs', import.meta.url));

// A remote's own page has no host to provide the runtime core: a build of its own, as in the remote's build
// every import of the core stands for the page's copy. `built.file` receives the script's hashed name.
function runtimeProviderConfig(dir, name, production, built) {
  return {
    name: `${name}-${RUNTIME_PROVIDER}`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { [RUNTIME_PROVIDER]: runtimeProviderFile },
    // The provider's runtime packages are the app's own, as its federation plugin is.
    resolve: { modules: [path.join(dir, 'node_modules'), 'node_modules'] },
    devtool: production ? 'source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
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

/** The page's own script needs the runtime as soon as it starts. */
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

export function remotePreset(dir) {
  const { name, exposes } = appInFolder(path.basename(dir));
  const component = Object.keys(exposes)[0].replace('./', '');
  const title = `${name[0].toUpperCase()}${name.slice(1)} team: ${component} on its own`;
  return (_env, argv) => {
    const ModuleFederationPlugin = federationPluginOf(dir);
    const production = argv.mode === 'production';
    const runtimeProvider = {};
    const page = appPage({ title, template: remotePageFile });
    const base = baseConfig({ dir, name, page }, production);
    const remote = {
      ...base,
      dependencies: [`${name}-${RUNTIME_PROVIDER}`],
      output: {
        ...base.output,
        // The host clears this array when it retries a remote (host/src/federation/remotes.ts): a re-run
        // entry would otherwise take the chunks already in it and never fetch the ones served now.
        chunkLoadingGlobal: `storefront_${name}_chunks`,
        clean: { keep: new RegExp(`^${RUNTIME_PROVIDER}\\.`) },
      },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          // The container's global must not be the bare name: the page's `<section id="shop">` is also
          // `window.shop`, and the runtime would take that element for the loaded container.
          library: { type: 'var', name: `storefront_${name}` },
          exposes,
          shared: sharedOption(dir),
          // A remote is fetched only when something asks for it, so one dead remote cannot stop the page.
          shareStrategy: 'loaded-first',
          manifest: true,
          // Exposed components take no props and speak only through the bus, whose types live in shared/.
          dts: false,
          // One runtime core on the page, the host's (inject-external-runtime-core): each container would
          // otherwise carry its own, ~19 KB gzipped. The bundler runtime cannot be shared and stays the
          // container's, less the Node.js loader and, as a remote loads no remotes, remote loading.
          experiments: { asyncStartup: true, externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }),
        loadRuntimeProviderFirst(page, runtimeProvider),
      ],
    };
    return [runtimeProviderConfig(dir, name, production, runtimeProvider), remote];
  };
}
