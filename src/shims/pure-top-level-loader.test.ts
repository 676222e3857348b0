import { readFileSync } from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pureTopLevel = require('./pure-top-level-loader.js') as (this: LoaderContext, source: string) => string;

interface LoaderContext {
  resourcePath: string;
  emitError(error: Error): void;
  getOptions?(): object;
}

const ioTs = readFileSync(require.resolve('io-ts').replace(/lib[\\/]index\.js$/, 'es6/index.js'), 'utf8');

function run(source: string): { out: string; errors: Error[] } {
  const errors: Error[] = [];
  const out = pureTopLevel.call({ resourcePath: 'io-ts/es6/index.js', emitError: (e) => errors.push(e) }, source);
  return { out, errors };
}

describe('pure-top-level-loader (io-ts in the first bundle)', () => {
  it('marks every codec class and every constant built at the top level, and nothing else', () => {
    const { out, errors } = run(ioTs);
    expect(errors).toEqual([]);
    expect(out).toContain('var StringType = /** @class */ /*#__PURE__*/ (function (');
    expect(out).toContain('export var string = /*#__PURE__*/ new StringType();');
    expect(out).toContain('export var Int = /*#__PURE__*/ brand(number,');
    // Only comments were added, and RecursiveType's getter moved into its class: the code is
    // the same once both are taken out again.
    const getter = /^ *Object\.defineProperty\(RecursiveType\.prototype, [^]*?^ *\}\);\n/m;
    expect(out).toMatch(/ {4}Object\.defineProperty\(RecursiveType\.prototype, 'type', \{\n[^]*?\}\);\n {4}return RecursiveType;\n\}\(Type\)\);/);
    expect(out.replace(/\/\*#__PURE__\*\/ /g, '').replace(getter, '')).toBe(ioTs.replace(getter, ''));
    const marks = out.match(/\/\*#__PURE__\*\//g)?.length ?? 0;
    expect(marks).toBe((ioTs.match(/^var \w+ = \/\*\* @class \*\/ \(function \(/gm)?.length ?? 0) + (ioTs.match(/^export var \w+ = (?:new \w+\(|brand\(|refinement\()/gm)?.length ?? 0));
  });

  it('says so at build time when a new io-ts release no longer matches', () => {
    const { errors } = run('export function string() {}');
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('only 0 top-level definitions marked'), expect.stringContaining('0 prototype getters moved')]);
  });

  it('with options, marks another package’s top-level calls: fp-ts’s Either', () => {
    const either = readFileSync(require.resolve('fp-ts/es6/Either.js'), 'utf8');
    const errors: Error[] = [];
    const options = { calls: ['dual', 'asUnit_'], atLeast: 2, getters: 0 };
    const out = pureTopLevel.call({ resourcePath: 'fp-ts/es6/Either.js', emitError: (e) => errors.push(e), getOptions: () => options }, either);
    expect(errors).toEqual([]);
    expect(out).toContain('export var as = /*#__PURE__*/ dual(2, as_(Functor));');
    expect(out).toContain('export var asUnit = /*#__PURE__*/ asUnit_(Functor);');
    // Those two only: fp-ts marks its other top-level calls itself.
    expect(out.replace(' = /*#__PURE__*/ dual(2, as_(', ' = dual(2, as_(').replace(' = /*#__PURE__*/ asUnit_(', ' = asUnit_(')).toBe(either);
  });
});
