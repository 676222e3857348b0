/**
 * webpack loader for io-ts's Guard module (the shell's guards, api/codecs/shell-guards.ts): its
 * combinators build a guard as `pipe(UnknownRecord, refine(…))`, and for that one import fp-ts's
 * `pipe` (a switch of ten cases) came into the first bundle with the rest of fp-ts's function
 * module that its neighbours keep. The import becomes a local `pipe` that does what fp-ts's does
 * for any number of functions (its own default branch: each applied to the value in turn).
 * 0.3 KB of main.js gzip.
 */
const IMPORT = /^import \{ pipe \} from 'fp-ts\/es6\/pipeable';\n/m;
const LOCAL = 'var pipe = function (a) {\n    for (var i = 1; i < arguments.length; i++)\n        a = arguments[i](a);\n    return a;\n};\n';

module.exports = function guardPipe(source) {
  // A new io-ts release written differently keeps fp-ts's pipe: say so at build time.
  if (!IMPORT.test(source)) this.emitError(new Error(`guard-pipe-loader: no import of fp-ts's pipe in ${this.resourcePath}`));
  return source.replace(IMPORT, LOCAL);
};
