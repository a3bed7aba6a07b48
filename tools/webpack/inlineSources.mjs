// Inlines a page's stylesheets, which would each block its first paint, and lists the hashes its policy
// allows them by; hashed from the page as emitted, so a source and its hash cannot drift apart.
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { INLINE_SCRIPT_HASHES, INLINE_STYLE_HASHES } from '../sites/inlineHashes.mjs';

const NAME = 'InlineSourcesPlugin';


const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Either attribute order: the template's own links and the ones html-webpack-plugin writes. */
const STYLESHEET_LINK = /<link (?:rel="stylesheet" href="([^"]+)"|href="([^"]+)" rel="stylesheet")\s*\/?>/g;

export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** `readCss` answers undefined for a stylesheet that is not the build's: it stays linked. */
export function inlineStylesheets(html, readCss) {
  const hashes = [];
  const inlined = html.replace(STYLESHEET_LINK, (link, first, second) => {
    const css = readCss(first ?? second);
    if (css === undefined) return link;
    // The source map comment would point at the stylesheet, which the page no longer links.
    const text = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
    hashes.push(cspHash(text));
    return `<style>${text}</style>`;
  });
  return { html: inlined, hashes };
}

export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => cspHash(text));
}

export class InlineSourcesPlugin {
  /** One policy serves all the pages. */
  constructor(pages) {
    this.pages = pages;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const styles = new Set();
      const scripts = new Set();
      // Each page adds its hashes, and the list is written again.
      const write = (file, hashes) => {
        const source = new RawSource(JSON.stringify([...hashes]));
        if (compilation.getAsset(file)) compilation.updateAsset(file, source);
        else compilation.emitAsset(file, source);
      };
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        if (!this.pages.includes(data.plugin)) return data;
        // Public files (splash.css) are copied into the build as assets too, so every stylesheet is one.
        const { html, hashes } = inlineStylesheets(data.html, (href) => compilation.getAsset(href.replace(/^\//, ''))?.source.source().toString());
        for (const hash of hashes) styles.add(hash);
        for (const hash of inlineScriptHashes(html)) scripts.add(hash);
        write(INLINE_STYLE_HASHES, styles);
        write(INLINE_SCRIPT_HASHES, scripts);
        return { ...data, html };
      });
    });
  }
}
