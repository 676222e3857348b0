import fc from 'fast-check';
import { amountText, decimalSeparator, normalizeVoucherQuantity, parseAmount } from './amount';

describe('variable voucher amount (001 §5, §9)', () => {
  it.each([
    ['50', 5000],
    ['19.99', 1999],
    ['19,99', 1999],
    ['19.9', 1990],
    ['-25', 2500],
    ['−30,50', 3050],
    [' 1 000 ', 100000],
    ['75 €', 7500],
    ['0', 0],
  ])('%p is %p cents (major units × 100, a negative entry made positive)', (input, cents) => {
    expect(parseAmount(input)).toEqual({ kind: 'amount', cents });
  });

  it('an empty entry keeps the old value; other text is not an amount', () => {
    expect(parseAmount('')).toEqual({ kind: 'empty' });
    expect(parseAmount('   ')).toEqual({ kind: 'empty' });
    for (const bad of ['abc', '1.234', '12..5', '1e3', '9'.repeat(20)]) expect(parseAmount(bad)).toEqual({ kind: 'invalid' });
  });

  it('property: cents → text → cents is the identity, and never off by a float cent', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
      const back = parseAmount(amountText(c));
      return back.kind === 'amount' && back.cents === c;
    }));
  });

  it('the field shows the language’s decimal separator: 45,50 in German, 45.50 in English; both read back', () => {
    expect(amountText(4550, decimalSeparator('de'))).toBe('45,50');
    expect(amountText(4550, decimalSeparator('en'))).toBe('45.50');
    expect(amountText(4500, decimalSeparator('de'))).toBe('45');
    for (const lang of ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']) {
      expect(parseAmount(amountText(1999, decimalSeparator(lang)))).toEqual({ kind: 'amount', cents: 1999 });
    }
  });

  it('voucher quantity: at least 1, whole numbers, at most 99', () => {
    expect([normalizeVoucherQuantity('3'), normalizeVoucherQuantity('x'), normalizeVoucherQuantity(0), normalizeVoucherQuantity(500)]).toEqual([3, 1, 1, 99]);
  });
});
