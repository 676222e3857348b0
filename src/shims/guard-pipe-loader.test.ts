import { readFileSync } from 'node:fs';
import { pipe as fpPipe } from 'fp-ts/function';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const guardPipe = require('./guard-pipe-loader.js') as (this: LoaderContext, source: string) => string;

interface LoaderContext {
  resourcePath: string;
  emitError(error: Error): void;
}

const guardSource = readFileSync(require.resolve('io-ts').replace(/lib[\\/]index\.js$/, 'es6/Guard.js'), 'utf8');

function run(source: string): { out: string; errors: Error[] } {
  const errors: Error[] = [];
  const out = guardPipe.call({ resourcePath: 'io-ts/es6/Guard.js', emitError: (e) => errors.push(e) }, source);
  return { out, errors };
}

/** The `pipe` the loader writes, as a function. */
function localPipe(out: string): (...args: unknown[]) => unknown {
  const definition = /^var pipe = [^]*?\n\};\n/m.exec(out)?.[0];
  if (!definition) throw new Error('no local pipe');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function(`${definition} return pipe;`)() as (...args: unknown[]) => unknown;
}

describe('guard-pipe-loader (io-ts’s Guard module in the first bundle)', () => {
  it("replaces the import of fp-ts's pipe in io-ts's Guard module with a local one, and nothing else", () => {
    const { out, errors } = run(guardSource);
    expect(errors).toEqual([]);
    expect(out).not.toContain('fp-ts/es6/pipeable');
    const [before, after] = out.split(/^var pipe = [^]*?\n\};\n/m);
    expect(`${before}${after}`).toBe(guardSource.replace("import { pipe } from 'fp-ts/es6/pipeable';\n", ''));
  });

  it("the local pipe gives what fp-ts's gives, for one value and any number of functions", () => {
    const pipe = localPipe(run(guardSource).out);
    const steps = Array.from({ length: 12 }, (_, i) => (s: unknown) => `${String(s)}${i}`);
    for (let n = 0; n <= steps.length; n += 1) {
      const fns = steps.slice(0, n);
      expect(pipe('x', ...fns)).toBe((fpPipe as (a: unknown, ...f: Array<(v: unknown) => unknown>) => unknown)('x', ...fns));
    }
  });

  it('a Guard module written without the import fails the build instead of shipping fp-ts unnoticed', () => {
    const { out, errors } = run(guardSource.replace("import { pipe } from 'fp-ts/es6/pipeable';\n", "import { pipe } from 'fp-ts/es6/function';\n"));
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('no import of fp-ts')]);
    expect(out).toContain("from 'fp-ts/es6/function'");
  });
});
