/**
 * Puts a page's stylesheets into the page itself. Each linked stylesheet is a request the first paint
 * waits for (render-blocking); inlined, the page paints as soon as its HTML has arrived. The page's
 * Content-Security-Policy allows no inline style or script, so each inline one is allowed by its hash
 * instead, listed beside the page (INLINE_STYLE_HASHES, INLINE_SCRIPT_HASHES) for the policy's
 * `style-src` and `script-src`. Hashed from the page as emitted, so that a source and its hash cannot
 * drift apart.
 */
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { INLINE_SCRIPT_HASHES, INLINE_STYLE_HASHES } from '../sites/inlineHashes.mjs';

const NAME = 'InlineSourcesPlugin';


const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Either attribute order: the template's own links and the ones html-webpack-plugin writes. */
const STYLESHEET_LINK = /<link (?:rel="stylesheet" href="([^"]+)"|href="([^"]+)" rel="stylesheet")\s*\/?>/g;

/** The CSP source that allows exactly this inline element's text (a style's or a script's). */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * @param {string} html
 * @param {(href: string) => string | undefined} readCss  a stylesheet's text, or undefined for one that
 *        is not the build's (left linked)
 * @returns {{ html: string, hashes: string[] }}
 */
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

/** The CSP source of each script element in the page that has no `src` and no other attribute. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => cspHash(text));
}

export class InlineSourcesPlugin {
  /** @param {HtmlWebpackPlugin[]} pages  the pages whose stylesheets are inlined; one policy serves them all */
  constructor(pages) {
    this.pages = pages;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const styles = new Set();
      const scripts = new Set();
      /** The hashes of every page inlined so far: each page adds its own, and the list is written again. */
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
