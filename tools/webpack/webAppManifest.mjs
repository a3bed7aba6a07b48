// The host's web app manifest, written by its build from the brand: the storefront can be installed.
import webpack from 'webpack';
import { readTokens } from '../brandTokens.mjs';

export const MANIFEST_FILE = 'manifest.webmanifest';

/** `icons`: PNG files of the host's public folder by their square size, as browsers ask for 192 and 512. */
export function webAppManifest({ name, shortName, icons }) {
  const tokens = readTokens();
  return {
    name,
    short_name: shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokens.get('--brand-green'),
    background_color: tokens.get('--brand-green'),
    icons: Object.entries(icons).map(([size, src]) => ({ src, sizes: `${size}x${size}`, type: 'image/png' })),
  };
}

export class WebAppManifestPlugin {
  constructor(manifest) {
    this.manifest = manifest;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WebAppManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(MANIFEST_FILE, new webpack.sources.RawSource(`${JSON.stringify(this.manifest, null, 2)}\n`));
      });
    });
  }
}
