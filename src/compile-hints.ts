import webpack from 'webpack';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment has
 * all its functions compiled as the script loads, on the streaming thread, instead of each on the
 * main thread the first time it is called. The shop's start calls most of what its files hold
 * (React and the router, the runtime, rxjs's operators, the epics, the screen), and those
 * first-call compilations were a large part of the tasks after the first paint: Lighthouse's
 * total blocking time on a tour 200 → 118 ms, a product 177 → 12 ms (docs/performance.md
 * "Compiled as they load"). Other engines read a comment. Node-only: the build (webpack.config.ts)
 * writes it into the files.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Below this a file's functions compile in well under a millisecond when first called, and the
 * hint's 28 bytes (gzip) would be paid on a first visit for nothing: the home screen, the cookie
 * notice and the Intl warm-up are 0.3–5 KB.
 */
export const HINT_MIN_BYTES = 6_000;

/**
 * Whether an emitted file gets the hint: the shop's code of at least HINT_MIN_BYTES, not the
 * texts (a `JSON.parse` of one string: nothing to compile) and not the embed snippet (the
 * museum's page runs it, at its own time).
 */
export function wantsCompileHint(file: string, bytes: number): boolean {
  if (!/\.js$/.test(file) || bytes < HINT_MIN_BYTES) return false;
  const name = file.split('/').pop() ?? file;
  return !/^locale-/.test(name) && name !== 'foyer-embed.js';
}

/**
 * Writes the hint at the top of each file `wantsCompileHint` picks: after the minifier (which
 * would drop the comment), before the source maps (which then count the line).
 */
export class CompileHintsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // The lazy chunks' directory is named by the build's hash, and webpack keeps a file already
      // there under a hashed name: the rule is part of what the hash covers.
      compilation.hooks.fullHash.tap('CompileHintsPlugin', (hash) => hash.update(`${COMPILE_HINT}${HINT_MIN_BYTES}`));
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const [file, source] of Object.entries(assets)) {
          if (wantsCompileHint(file, source.size())) compilation.updateAsset(file, new webpack.sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
