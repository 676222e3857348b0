import { availableAmount, voucherCodeProblem, voucherNow } from './voucher-code';
import { dt, voucherCode } from '../../../test/helpers/catalogue';
import { isoDate } from '../../../test/helpers/lines';
import { cents, type LocalDateTime } from '../../messages';

describe('voucher code checks (001 §5): in order, at UTC+1', () => {
  it('compares at UTC+1: 23:30 UTC is already the next day', () => {
    expect(voucherNow(Date.UTC(2029, 11, 31, 23, 30))).toBe('2030-01-01 00:30:00');
  });

  it('before valid_from → VOUCHER_NOW_IS_BEFORE_VALID_FROM (the offset decides at the edge)', () => {
    const code = voucherCode({ valid_from: dt('2030-01-01 00:00:00') });
    expect(voucherCodeProblem(code, Date.UTC(2029, 11, 31, 22, 59, 59))).toBe('VOUCHER_NOW_IS_BEFORE_VALID_FROM');
    expect(voucherCodeProblem(code, Date.UTC(2029, 11, 31, 23, 0, 0))).toBeNull();
  });

  it('after valid_to → VOUCHER_NOW_IS_AFTER_VALID_TO; a date-only bound covers its whole day', () => {
    const code = voucherCode({ valid_from: null, valid_to: isoDate('2030-01-01') });
    expect(voucherCodeProblem(code, Date.UTC(2030, 0, 1, 22, 59, 59))).toBeNull();
    expect(voucherCodeProblem(code, Date.UTC(2030, 0, 1, 23, 0, 0))).toBe('VOUCHER_NOW_IS_AFTER_VALID_TO');
  });

  it('a date-only valid_from covers its whole day: valid from its first second at UTC+1', () => {
    const code = voucherCode({ valid_from: isoDate('2030-01-01'), valid_to: null });
    expect(voucherCodeProblem(code, Date.UTC(2029, 11, 31, 22, 59, 59))).toBe('VOUCHER_NOW_IS_BEFORE_VALID_FROM');
    expect(voucherCodeProblem(code, Date.UTC(2029, 11, 31, 23, 0, 0))).toBeNull();
  });

  it('a bound to the minute ("2030-01-01 18:00") is that minute\'s first second', () => {
    const code = voucherCode({ valid_from: '2030-01-01 09:30' as LocalDateTime, valid_to: '2030-01-01 18:00' as LocalDateTime });
    expect(voucherCodeProblem(code, Date.UTC(2030, 0, 1, 8, 29, 59))).toBe('VOUCHER_NOW_IS_BEFORE_VALID_FROM');
    expect(voucherCodeProblem(code, Date.UTC(2030, 0, 1, 8, 30, 0))).toBeNull();
    expect(voucherCodeProblem(code, Date.UTC(2030, 0, 1, 17, 0, 0))).toBeNull();
    expect(voucherCodeProblem(code, Date.UTC(2030, 0, 1, 17, 0, 1))).toBe('VOUCHER_NOW_IS_AFTER_VALID_TO');
  });

  it('nothing left → VOUCHER_NO_AMOUNT_LEFT (used at or above amount)', () => {
    expect(voucherCodeProblem(voucherCode({ used_amount: cents(5000) }), Date.UTC(2030, 5, 1))).toBe('VOUCHER_NO_AMOUNT_LEFT');
    expect(voucherCodeProblem(voucherCode({ used_amount: cents(6000) }), Date.UTC(2030, 5, 1))).toBe('VOUCHER_NO_AMOUNT_LEFT');
    expect(voucherCodeProblem(voucherCode({ used_amount: cents(4999) }), Date.UTC(2030, 5, 1))).toBeNull();
  });

  it('the checks run in order: an expired, used-up code not yet valid reports "before valid_from" first', () => {
    const all = voucherCode({ valid_from: dt('2031-01-01 00:00'), valid_to: dt('2029-01-01 00:00'), used_amount: cents(5000) });
    expect(voucherCodeProblem(all, Date.UTC(2030, 5, 1))).toBe('VOUCHER_NOW_IS_BEFORE_VALID_FROM');
    expect(voucherCodeProblem({ ...all, valid_from: null }, Date.UTC(2030, 5, 1))).toBe('VOUCHER_NOW_IS_AFTER_VALID_TO');
    expect(voucherCodeProblem({ ...all, valid_from: null, valid_to: null }, Date.UTC(2030, 5, 1))).toBe('VOUCHER_NO_AMOUNT_LEFT');
  });

  it('available amount = amount − used_amount', () => {
    expect(availableAmount(voucherCode())).toBe(3750);
  });
});
