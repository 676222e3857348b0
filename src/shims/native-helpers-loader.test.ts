import { readFileSync } from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nativeHelpers = require('./native-helpers-loader.js') as (this: LoaderContext, source: string) => string;

interface LoaderContext {
  resourcePath: string;
  emitError(error: Error): void;
}

interface Helpers {
  __extends(d: unknown, b: unknown): void;
  __assign(...objects: object[]): object;
  __spreadArray(to: unknown[], from: unknown[], pack: boolean): unknown[];
}

const ioTs = readFileSync(require.resolve('io-ts').replace(/lib[\\/]index\.js$/, 'es6/index.js'), 'utf8');

function run(source: string): { out: string; errors: Error[] } {
  const errors: Error[] = [];
  const out = nativeHelpers.call({ resourcePath: 'io-ts/es6/index.js', emitError: (e) => errors.push(e) }, source);
  return { out, errors };
}

/** The helpers at the top of a source, as functions (`this` is undefined in a module). */
function helpersOf(source: string): Helpers {
  const head = source.slice(0, source.indexOf('/**'));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function(`${head}; return { __extends, __assign, __spreadArray };`).call(undefined) as Helpers;
}

/** A base class and a subclass as io-ts's ES5 declares them, with the helpers given. */
function classesWith(h: Helpers) {
  function Base(this: { name: string }, name: string) {
    this.name = name;
  }
  (Base as unknown as { create: () => string }).create = () => 'static';
  Base.prototype.greet = function (this: { name: string }) {
    return `hello ${this.name}`;
  };
  function Sub(this: { name: string; _tag: string }, name: string) {
    Base.call(this, name);
    this._tag = 'Sub';
  }
  h.__extends(Sub, Base);
  return { Base, Sub };
}

describe('native-helpers-loader (io-ts in the first bundle)', () => {
  it('replaces the three helpers of the io-ts build, and nothing else', () => {
    const { out, errors } = run(ioTs);
    expect(errors).toEqual([]);
    expect(out).not.toContain('this.__extends');
    expect(out.slice(out.indexOf('/**'))).toBe(ioTs.slice(ioTs.indexOf('/**')));
  });

  it('the helpers behave as TypeScript’s for the calls io-ts makes', () => {
    const theirs = helpersOf(ioTs);
    const ours = helpersOf(run(ioTs).out);
    for (const h of [theirs, ours]) {
      const { Base, Sub } = classesWith(h);
      const sub = new (Sub as unknown as new (name: string) => { name: string; _tag: string; greet(): string; constructor: unknown })('x');
      expect(sub).toBeInstanceOf(Base);
      expect(sub).toBeInstanceOf(Sub);
      expect(sub.greet()).toBe('hello x');
      expect(sub.constructor).toBe(Sub);
      expect(Object.keys(Sub.prototype)).toEqual(['constructor']);
      expect((Sub as unknown as { create: () => string }).create()).toBe('static');
    }
    const a = { x: 1 };
    expect(ours.__assign({}, a, { y: 2 })).toEqual(theirs.__assign({}, a, { y: 2 }));
    expect(ours.__assign({}, a)).not.toBe(a);
    const sparse = [{ a: 1 }, , { b: 2 }]; // eslint-disable-line no-sparse-arrays
    expect(ours.__spreadArray([{}], sparse, false)).toEqual(theirs.__spreadArray([{}], sparse, false));
    expect(ours.__spreadArray([{}], [{ a: 1 }], false)).toEqual([{}, { a: 1 }]);
  });

  it('says so at build time when a new io-ts release no longer matches', () => {
    const { errors } = run('export function string() {}');
    expect(errors.map((e) => e.message)).toEqual(['__extends', '__assign', '__spreadArray'].map((name) => expect.stringContaining(`no ${name}`)));
  });
});
