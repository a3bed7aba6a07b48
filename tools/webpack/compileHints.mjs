import webpack from 'webpack';

const { Compilation, sources } = webpack;

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of
 * the file is compiled while the script streams in, off the main thread, instead of lazily on the main
 * thread the first time each runs. Right only for code that runs almost whole as soon as it arrives.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of the named chunks' scripts. It runs after minifying, which would
 * strip the comment, and before the source maps are written, which then account for the extra line.
 */
export class CompileHintsPlugin {
  /** @param {string[]} chunkNames */
  constructor(chunkNames) {
    this.chunkNames = new Set(chunkNames);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.chunkNames.has(chunk.name)) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
