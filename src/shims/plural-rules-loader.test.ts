import { readFileSync } from 'node:fs';
import Polyglot from 'node-polyglot';
import { LANGUAGES } from '../kernel/brands';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pluralRules = require('./plural-rules-loader.js') as (this: LoaderContext, source: string) => string;

interface LoaderContext {
  resourcePath: string;
  getOptions(): { languages?: readonly string[] };
  emitError(error: Error): void;
}

const polyglotSource = readFileSync(require.resolve('node-polyglot'), 'utf8');

function run(source: string, options: { languages?: readonly string[] } = { languages: LANGUAGES }): { out: string; errors: Error[] } {
  const errors: Error[] = [];
  const out = pluralRules.call({ resourcePath: 'node-polyglot/index.js', getOptions: () => options, emitError: (e) => errors.push(e) }, source);
  return { out, errors };
}

/** The loader's output as a module, with the packages polyglot asks for as the build gives them. */
function polyglotFrom(source: string): typeof Polyglot {
  const module = { exports: {} as unknown };
  const packages: Record<string, unknown> = {
    'object.entries': Object.entries,
    warning: () => undefined,
    hasown: Function.call.bind(Object.prototype.hasOwnProperty),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('module', 'exports', 'require', source)(module, module.exports, (name: string) => packages[name]);
  return module.exports as typeof Polyglot;
}

// Six forms: more than any rule has, so the form's index shows as it is.
const FORMS = ['0', '1', '2', '3', '4', '5'].map((i) => `form ${i} (%{smart_count})`).join(' |||| ');
const COUNTS = [...Array.from({ length: 250 }, (_, n) => n), 1000, 1001, 1002, 1011, 1021, 1_000_000];

describe('plural-rules-loader (polyglot’s plural rules cut to the shop’s languages)', () => {
  it('every shop language picks the form polyglot’s whole table picks, for every count', () => {
    const { out, errors } = run(polyglotSource);
    expect(errors).toEqual([]);
    const Cut = polyglotFrom(out);
    // Locales the shop passes (its languages), one with a region, and one polyglot does not know.
    for (const locale of [...LANGUAGES, 'de-CH', 'xx']) {
      const whole = new Polyglot({ locale, phrases: { n: FORMS } });
      const cut = new Cut({ locale, phrases: { n: FORMS } });
      for (const smart_count of COUNTS) expect([locale, cut.t('n', { smart_count })]).toEqual([locale, whole.t('n', { smart_count })]);
    }
  });

  it('keeps only the rules the shop’s languages use', () => {
    const { out } = run(polyglotSource);
    expect(out).not.toMatch(/arabic|lithuanian|slovenian/);
    expect(out).toMatch(/german: \["de","en","it","nl","es","sv","da"\]/);
    expect(out).toMatch(/french: \["fr"\]/);
    // Nothing but the table changed.
    const after = (s: string) => s.slice(s.indexOf('function langToTypeMap'));
    expect(after(out)).toBe(after(polyglotSource));
  });

  it('keeps English’s rule, polyglot’s fallback, whatever the languages', () => {
    const Cut = polyglotFrom(run(polyglotSource, { languages: ['fr'] }).out);
    const cut = new Cut({ locale: 'xx', phrases: { n: FORMS } });
    expect(cut.t('n', { smart_count: 0 })).toBe('form 1 (0)');
    expect(cut.t('n', { smart_count: 1 })).toBe('form 0 (1)');
  });

  it('says so at build time when polyglot’s source no longer matches, or no languages are given', () => {
    expect(run('module.exports = function Polyglot() {};').errors).toEqual([expect.objectContaining({ message: expect.stringContaining('no plural table') })]);
    expect(run(polyglotSource, {}).errors).toHaveLength(1);
    expect(run(polyglotSource, { languages: [] }).errors).toHaveLength(1);
  });
});
