import fc from 'fast-check';
import { groupIban, isValidIban, normalizeIban } from './iban';

describe('IBAN (mod 97, checked before anything is sent)', () => {
  it.each(['DE89370400440532013000', 'de89 3704 0044 0532 0130 00', 'GB82WEST12345698765432', 'NL91ABNA0417164300', 'FR1420041010050500013M02606'])('%s is valid', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(['', 'DE89', 'DE88370400440532013000', 'DE89370400440532013001', 'XX89370400440532013000!', '1234567890123456'])('%s is not', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('shows groups of four and normalises spaces and case', () => {
    expect(groupIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(normalizeIban(' de89 3704 ')).toBe('DE893704');
  });

  it('changing any one digit of a valid IBAN breaks the check', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(
      fc.property(fc.integer({ min: 4, max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digit = (Number(valid[at]) + delta) % 10;
        return !isValidIban(valid.slice(0, at) + digit + valid.slice(at + 1));
      }),
    );
  });
});
