import type { Phrases } from './phrases';
import { createTranslator } from './polyglot';

const phrases: Phrases = {
  cart: {
    count: '%{smart_count} item |||| %{smart_count} items',
    remaining: 'Remaining value: %{amount}',
  },
  voucherCode: { VOUCHER_UNKNOWN_ERROR: 'The voucher could not be checked.' },
};

describe('createTranslator', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('interpolates named values', () => {
    const { t } = createTranslator<string>('en', phrases);
    expect(t('cart.remaining', { amount: '€5.00' })).toBe('Remaining value: €5.00');
  });

  it('chooses English plural forms', () => {
    const { t } = createTranslator<string>('en', phrases);
    expect(t('cart.count', 0)).toBe('0 items');
    expect(t('cart.count', { smart_count: 1 })).toBe('1 item');
    expect(t('cart.count', 2)).toBe('2 items');
  });

  it('counts zero as singular in French, because the locale is passed on', () => {
    const { t } = createTranslator<string>('fr', { n: '%{smart_count} billet |||| %{smart_count} billets' });
    expect(t('n', 0)).toBe('0 billet');
    expect(t('n', 1)).toBe('1 billet');
    expect(t('n', 2)).toBe('2 billets');
  });

  it('returns the key for a missing text, does not throw, and warns once', () => {
    const { t } = createTranslator<string>('de', phrases);
    expect(() => t('nav.nothingHere')).not.toThrow();
    expect(t('nav.nothingHere')).toBe('nav.nothingHere');
    expect(t('nav.nothingHere', { x: 1 })).toBe('nav.nothingHere');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('nav.nothingHere');
  });

  it('treats a namespace as missing rather than returning an object', () => {
    const { t } = createTranslator<string>('it', phrases);
    expect(t('cart')).toBe('cart');
  });

  it('falls back for keys that come from the server', () => {
    const { tOr, has } = createTranslator<string>('en', phrases);
    expect(has('voucherCode.VOUCHER_SOMETHING_NEW')).toBe(false);
    expect(tOr('voucherCode.VOUCHER_SOMETHING_NEW', 'voucherCode.VOUCHER_UNKNOWN_ERROR')).toBe(
      'The voucher could not be checked.',
    );
    expect(tOr('cart.remaining', 'voucherCode.VOUCHER_UNKNOWN_ERROR', { amount: '1' })).toBe('Remaining value: 1');
  });

  it('leaves a placeholder visible when its value is not given', () => {
    const { t } = createTranslator<string>('en', phrases);
    expect(t('cart.remaining')).toBe('Remaining value: %{amount}');
  });
});
