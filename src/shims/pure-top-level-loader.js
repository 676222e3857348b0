/**
 * webpack loader for io-ts's ES module build: marks its top-level class definitions and the
 * codec constants built from them as pure, so the minifier drops the ones the shop never uses.
 *
 * io-ts is compiled by TypeScript to ES5: every codec class is an IIFE that calls `__extends`,
 * and every constant (`string`, `number`, `Int`, …) a `new` or a call at the top level. Terser
 * must keep any call it cannot prove free of side effects, so all 30 classes and their
 * constants stayed in the first bundle although a handful are used. They only define and
 * construct objects of their own; `/*#__PURE__*\/` says so to the minifier (docs/performance.md,
 * "io-ts's unused codecs").
 *
 * Options (for another package): `calls`, the functions whose top-level results are marked
 * (io-ts's by default), `atLeast`, how many marks the file must get, and `getters`, how many
 * prototype getters it moves (below).
 */
/**
 * A class's prototype getter defined after the class, at the top level (RecursiveType's `type`):
 * moved into the class's IIFE, so the class leaves with the statement when nobody uses it.
 */
const PROTOTYPE_AFTER_CLASS = /(\n {4}return (\w+);\n\}\(\w+\)\);\n)(export \{ \2 \};\n)(Object\.defineProperty\(\2\.prototype, [^\n]*\n(?: {4}[^\n]*\n)*\}\);\n)/g;

const IO_TS = { calls: ['new \\w+', 'brand', 'refinement'], atLeast: 40, getters: 1 };

module.exports = function pureTopLevel(source) {
  const { calls, atLeast, getters } = { ...IO_TS, ...this.getOptions?.() };
  const built = new RegExp(`^(export var \\w+ = )((?:${calls.join('|')})\\()`, 'gm');
  let marked = 0;
  let moved = 0;
  const out = source
    .replace(PROTOTYPE_AFTER_CLASS, (_, classEnd, name, exported, define) => {
      moved += 1;
      const indented = define.replace(/^(?=.)/gm, '    ');
      return `${classEnd.replace(`    return ${name};`, `${indented}    return ${name};`)}${exported}`;
    })
    .replace(/^(var \w+ = )\/\*\* @class \*\/ \(function \(/gm, (_, head) => {
      marked += 1;
      return `${head}/** @class */ /*#__PURE__*/ (function (`;
    })
    .replace(built, (_, head, call) => {
      marked += 1;
      return `${head}/*#__PURE__*/ ${call}`;
    });
  // A new io-ts release written differently would silently lose the gain: say so at build time.
  if (marked < atLeast) this.emitError(new Error(`pure-top-level-loader: only ${marked} top-level definitions marked in ${this.resourcePath}`));
  if (moved !== getters) this.emitError(new Error(`pure-top-level-loader: ${moved} prototype getters moved into their class in ${this.resourcePath}, not ${getters}`));
  return out;
};
