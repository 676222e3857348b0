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
module.exports = function pureTopLevel(source) {
  let marked = 0;
  const out = source
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
  return out;
};
