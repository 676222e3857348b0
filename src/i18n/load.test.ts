import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../messages/primitives';
import { activeTextVariant, loadPhrases } from './load';
import { flattenPhrases, mergePhrases } from './phrases';
import { createTranslator } from './polyglot';

const OVERRIDES = join(__dirname, '..', '..', 'locales', 'overrides');
const variantFolders = readdirSync(OVERRIDES).filter((name) => statSync(join(OVERRIDES, name)).isDirectory());

const saved = process.env.FOYER_TEXT_VARIANT;
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  if (saved === undefined) delete process.env.FOYER_TEXT_VARIANT;
  else process.env.FOYER_TEXT_VARIANT = saved;
});

describe('loadPhrases, neutral build', () => {
  beforeEach(() => {
    delete process.env.FOYER_TEXT_VARIANT;
  });

  it.each(LANGUAGES)('loads %s', async (lang) => {
    const phrases = await loadPhrases(lang);
    const t = createTranslator(lang, phrases).t;
    expect(t('nav.basket')).not.toBe('nav.basket');
    expect(t('voucherCode.VOUCHER_NOT_FOUND')).not.toBe('voucherCode.VOUCHER_NOT_FOUND');
    expect(activeTextVariant()).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats an empty variant as neutral', async () => {
    process.env.FOYER_TEXT_VARIANT = '';
    expect(createTranslator('de', await loadPhrases('de')).t('nav.guidedTours')).toBe('Führungen');
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects a language the shop does not have', async () => {
    await expect(loadPhrases('xx' as never)).rejects.toThrow(RangeError);
  });
});

describe('loadPhrases with a build-time variant', () => {
  it('lays the variant over the base texts and keeps the rest', async () => {
    process.env.FOYER_TEXT_VARIANT = 'naturkunde';
    const { t } = createTranslator('de', await loadPhrases('de'));
    expect(t('home.welcome')).toBe('Willkommen im Naturkundemuseum');
    expect(t('nav.tickets')).toBe('Eintritt');
    expect(t('cart.heading')).toBe('Warenkorb');
    expect(activeTextVariant()).toBe('naturkunde');
  });

  it('keeps the key set of the base catalogue', async () => {
    process.env.FOYER_TEXT_VARIANT = 'kunsthalle';
    const withVariant = Object.keys(flattenPhrases(await loadPhrases('fr'))).sort();
    delete process.env.FOYER_TEXT_VARIANT;
    const neutral = Object.keys(flattenPhrases(await loadPhrases('fr'))).sort();
    expect(withVariant).toEqual(neutral);
  });

  it.each(variantFolders)('wires the folder "%s" into load.ts for every language', async (variant) => {
    process.env.FOYER_TEXT_VARIANT = variant;
    expect(activeTextVariant()).toBe(variant);
    for (const lang of LANGUAGES) {
      process.env.FOYER_TEXT_VARIANT = '';
      const neutral = flattenPhrases(await loadPhrases(lang));
      process.env.FOYER_TEXT_VARIANT = variant;
      const varied = flattenPhrases(await loadPhrases(lang));
      const changed = Object.keys(varied).filter((key) => varied[key] !== neutral[key]);
      expect({ lang, changed: changed.length > 0 }).toEqual({ lang, changed: true });
    }
  });

  it('falls back to neutral texts with a warning for an unknown variant', async () => {
    process.env.FOYER_TEXT_VARIANT = 'no-such-museum';
    const { t } = createTranslator('en', await loadPhrases('en'));
    expect(t('home.welcome')).toBe('Welcome to our online shop');
    expect(activeTextVariant()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-museum'));
  });
});

describe('mergePhrases', () => {
  it('replaces known leaves only and reports the rest', () => {
    const rejected: string[] = [];
    const merged = mergePhrases(
      { a: { b: 'B', c: 'C' }, d: 'D' },
      { a: { b: 'b2', x: 'X' }, d: { deeper: 'no' }, e: 'E' },
      (path) => rejected.push(path),
    );
    expect(merged).toEqual({ a: { b: 'b2', c: 'C' }, d: 'D' });
    expect(rejected).toEqual(['a.x', 'd', 'e']);
  });

  it('does not modify the base catalogue', () => {
    const baseTree = { a: { b: 'B' } };
    mergePhrases(baseTree, { a: { b: 'changed' } });
    expect(baseTree).toEqual({ a: { b: 'B' } });
  });
});
