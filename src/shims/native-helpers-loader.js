/**
 * webpack loader for io-ts's ES module build: TypeScript's ES5 helpers at its top (`__extends`,
 * `__assign`, `__spreadArray`) written for the browsers the shop supports, which have what the
 * helpers stand in for (Object.setPrototypeOf, Object.assign). Each stays what it was for
 * io-ts's own calls: every class extends a class (never null), and `__spreadArray` is only called
 * with `pack` false, where it is a concat of a copy. Some 0.8 KB of main.js minified.
 */
const HELPERS = {
  __extends: {
    was: /^var __extends = \(this && this\.__extends\) \|\| \(function \(\) \{\n[^]*?\n\}\)\(\);\n/m,
    now: 'var __extends = function (d, b) {\n    Object.setPrototypeOf(d, b);\n    d.prototype = Object.create(b.prototype);\n    d.prototype.constructor = d;\n};\n',
  },
  __assign: {
    was: /^var __assign = \(this && this\.__assign\) \|\| function \(\) \{\n[^]*?\n\};\n/m,
    now: 'var __assign = Object.assign;\n',
  },
  __spreadArray: {
    was: /^var __spreadArray = \(this && this\.__spreadArray\) \|\| function \(to, from, pack\) \{\n[^]*?\n\};\n/m,
    now: 'var __spreadArray = function (to, from) {\n    return to.concat(Array.prototype.slice.call(from));\n};\n',
  },
};

module.exports = function nativeHelpers(source) {
  let out = source;
  for (const [name, { was, now }] of Object.entries(HELPERS)) {
    // A new io-ts release written differently would keep its own helpers: say so at build time.
    if (!was.test(out)) this.emitError(new Error(`native-helpers-loader: no ${name} of TypeScript's in ${this.resourcePath}`));
    out = out.replace(was, now);
  }
  // `pack` true (or left out) copies holes as undefined: not the call this stands in for.
  if (/__spreadArray\([^)]*, (?!false\))[^,)]*\)/.test(out.replace(/^var __spreadArray[^]*?\n\};\n/m, ''))) {
    this.emitError(new Error(`native-helpers-loader: a __spreadArray call without pack false in ${this.resourcePath}`));
  }
  return out;
};
