import { readFileSync } from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pureTopLevel = require('./pure-top-level-loader.js') as (this: LoaderContext, source: string) => string;

interface LoaderContext {
  resourcePath: string;
  emitError(error: Error): void;
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
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('only 0 top-level definitions marked')]);
  });
});
