/**
 * The page's Content-Security-Policy allows no inline script but those the build wrote into the page
 * itself, each by its hash: this lists them (INLINE_SCRIPT_HASHES), beside the page, for the policy's
 * `script-src`. Hashed from the page as emitted, so that a script and its hash cannot drift apart.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { cspHash } from './inlineStyles.mjs';

const NAME = 'InlineScriptHashesPlugin';

/** The file, next to the page, listing the CSP sources of its inline scripts. */
export const INLINE_SCRIPT_HASHES = 'inline-script-hashes.json';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP source of each script element in the page that has no `src` and no other attribute. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => cspHash(text));
}

export class InlineScriptHashesPlugin {
  /** @param {HtmlWebpackPlugin} page */
  constructor(page) {
    this.page = page;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        if (data.plugin === this.page) compilation.emitAsset(INLINE_SCRIPT_HASHES, new RawSource(JSON.stringify(inlineScriptHashes(data.html))));
        return data;
      });
    });
  }
}
