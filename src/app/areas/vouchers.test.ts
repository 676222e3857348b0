import { lift } from '../../event-log/upcasters';
import { vouchersArea } from './vouchers';

describe('vouchers area upcasters', () => {
  it('a v1 rejection (the code not recorded) reads as v2 with code null', () => {
    const entry = { type: 'VoucherCodeRejected', v: 1, data: { error: 'VOUCHER_NOT_FOUND' }, meta: { seq: 4, at: 0, tab: 't' } };
    expect(lift(entry, 0, vouchersArea.upcasters ?? {})).toEqual({ ...entry, v: 2, data: { error: 'VOUCHER_NOT_FOUND', code: null } });
  });
});
