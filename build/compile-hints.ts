// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the scripts a page
// runs at start. Without it V8 compiles each function lazily, on the main thread, the first time
// it is called: a CPU profile of a cold /cards load at 4x slowdown put about 60 ms of the
// shell's startup in the module loader's own frame, which is where that compile time is charged.
// With the hint V8 compiles the whole file eagerly while it streams in, on a background thread.
// Measured at 4x CPU (docs/performance.md, "Compile hints"): signed-in LCP 200-400 ms earlier.
// Only for files whose functions do run at start: eager compilation of code that never runs
// costs memory and background time for nothing. Other browsers ignore the comment.
import { rspack, type RsbuildPlugin } from '@rsbuild/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint first in the emitted scripts that `test` matches. After minification (which
 * would drop the comment) and before the content hashes are computed, so a file's name still
 * names its content.
 */
export function pluginCompileHints(test: RegExp): RsbuildPlugin {
  return {
    name: 'qcard:compile-hints',
    setup(api) {
      api.modifyRspackConfig((config, { isProd }) => {
        if (!isProd) return;
        config.plugins = [
          ...(config.plugins ?? []),
          new rspack.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test,
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ];
      });
    },
  };
}
