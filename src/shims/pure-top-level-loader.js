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
 */
/**
 * A class's prototype getter defined after the class, at the top level (RecursiveType's `type`):
 * moved into the class's IIFE, so the class leaves with the statement when nobody uses it.
 */
const PROTOTYPE_AFTER_CLASS = /(\n {4}return (\w+);\n\}\(\w+\)\);\n)(export \{ \2 \};\n)(Object\.defineProperty\(\2\.prototype, [^\n]*\n(?: {4}[^\n]*\n)*\}\);\n)/g;

module.exports = function pureTopLevel(source) {
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
    .replace(/^(export var \w+ = )(new \w+\(|brand\(|refinement\()/gm, (_, head, call) => {
      marked += 1;
      return `${head}/*#__PURE__*/ ${call}`;
    });
  // A new io-ts release written differently would silently lose the gain: say so at build time.
  if (marked < 40) this.emitError(new Error(`pure-top-level-loader: only ${marked} top-level definitions marked in ${this.resourcePath}`));
  if (moved !== 1 && marked >= 40) this.emitError(new Error(`pure-top-level-loader: ${moved} prototype definitions moved into their class in ${this.resourcePath}, expected RecursiveType's`));
  return out;
};
