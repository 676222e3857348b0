/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment has
 * all its functions compiled as the script loads, on the streaming thread, instead of each on the
 * main thread the first time it is called. The shop's start calls most of what its files hold
 * (React and the router, the runtime, rxjs's operators, the epics, the screen), and those
 * first-call compilations were a large part of the tasks after the first paint: Lighthouse's
 * total blocking time on guided tours 188 → 86 ms, the basket 214 → 67 ms (docs/performance.md
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
