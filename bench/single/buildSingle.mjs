/**
 * The single-bundle storefront (./webpack.config.mjs) for the federation-tax benchmark: built into
 * ./dist and served as the host's Hosting site is (tools/sites/ and tools/hosting/: same compression, caching, headers,
 * CSP and /env.js, which points the page at the local stack's Auth emulator and Firestore).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { hostingSites } from '../../tools/sites/sites.mjs';
import { serveSite } from '../../tools/hosting/serveSite.mjs';
import singleBundleConfig from './webpack.config.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Off the fixed ports (3000-3003), so that it runs beside the federated stack and shares its emulators. */
export const SINGLE_PORT = 3100;

/** @returns {Promise<{ ms: number, outDir: string }>} ms: the whole build, wall clock */
export async function buildSingle() {
  const started = performance.now();
  const config = await singleBundleConfig();
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        const failure = error ?? closeError ?? (stats.hasErrors() ? new Error(stats.toString('errors-only')) : undefined);
        if (failure) return reject(failure);
        if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
        resolve({ ms: Math.round(performance.now() - started), outDir: config.output.path });
      });
    });
  });
}

/**
 * Serves ./dist on its own port.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveSingle(port = SINGLE_PORT) {
  const site = hostingSites({ builds: { host: path.join(here, 'dist') } }).find((candidate) => candidate.target === 'host');
  const server = await serveSite({ site, port });
  return {
    url: `http://localhost:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections from a browser would otherwise hold the close open.
        server.closeAllConnections();
      }),
  };
}

// `node bench/single/buildSingle.mjs [--serve]`: build, and optionally serve until Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { ms, outDir } = await buildSingle();
  console.log(`single bundle built in ${ms} ms: ${path.relative(process.cwd(), outDir)}`);
  if (process.argv.includes('--serve')) console.log(`serving ${(await serveSingle()).url}`);
}
