import { CartEvents, type Cents, type Count } from '../../messages';
import * as E from '../../messages/events/vouchers';
import { initialVoucherForm, initialVouchers, reduceVoucherCode, reduceVoucherForm, reduceVouchers, voucherCodeReadModel, VoucherCodeState, type VoucherFormEvent } from './read-model';
import { canAddVoucher, unitPrice, voucherListOf, voucherOf } from './selectors';
import { voucherProduct } from '../../../test/helpers/catalogue';
import { voucherCodeLine, merchandiseLine } from '../../../test/helpers/lines';

const givenForm = (...events: VoucherFormEvent[]) => events.reduce(reduceVoucherForm, initialVoucherForm);
const variable = voucherProduct({ id: 6003, variable_amount: 1, price: 3000 as Cents });

describe('voucher form: given events → state', () => {
  it("takes the voucher's price as the amount when it loads", () => {
    const state = givenForm(E.VoucherOpened.create({ voucherId: 6003 }), E.VoucherLoaded.create({ voucher: variable }));
    expect(state).toEqual({ voucherId: 6003, amount: 3000, quantity: 1, added: false });
    expect(unitPrice(variable, state)).toBe(3000);
  });

  it('a variable amount entered is kept when the voucher loads again; a fixed voucher always costs its price', () => {
    const state = givenForm(
      E.VoucherOpened.create({ voucherId: 6003 }),
      E.VoucherLoaded.create({ voucher: variable }),
      E.VoucherAmountChanged.create({ voucherId: 6003, amount: 7550 as Cents }),
      E.VoucherOpened.create({ voucherId: 6003 }),
      E.VoucherLoaded.create({ voucher: variable }),
    );
    expect(state.amount).toBe(7550);
    const fixed = voucherProduct({ id: 6001, price: 2500 as Cents });
    const f = givenForm(E.VoucherOpened.create({ voucherId: 6001 }), E.VoucherLoaded.create({ voucher: fixed }));
    expect(unitPrice(fixed, { ...f, amount: 9999 as Cents })).toBe(2500);
  });

  it('an amount of 0 cannot be added; adding resets the quantity and confirms', () => {
    const zero = givenForm(E.VoucherOpened.create({ voucherId: 6003 }), E.VoucherLoaded.create({ voucher: variable }), E.VoucherAmountChanged.create({ voucherId: 6003, amount: 0 as Cents }));
    expect(canAddVoucher(variable, zero)).toBe(false);
    const added = [E.VoucherQuantityChanged.create({ voucherId: 6003, quantity: 3 as Count }), E.VoucherAddedToBasket.create({ voucherId: 6003, lineId: 'l' })].reduce(
      reduceVoucherForm,
      givenForm(E.VoucherOpened.create({ voucherId: 6003 }), E.VoucherLoaded.create({ voucher: variable })),
    );
    expect(added).toMatchObject({ quantity: 1, added: true, amount: 3000 });
  });
});

describe('voucher catalogue and voucher code state', () => {
  it('lists per group, singles by id (a listed voucher stands in)', () => {
    const state = [
      E.VoucherListLoaded.create({ group: 61, vouchers: [variable, voucherProduct({ id: 6001, sequence_no: 0 })] }),
      E.VoucherLoadFailed.create({ voucherId: 9, code: 'NOT_FOUND', notFound: true }),
    ].reduce(reduceVouchers, initialVouchers);
    const list = voucherListOf(state, 61);
    expect(list.status === 'loaded' && list.value.map((v) => v.id)).toEqual([6001, 6003]);
    expect(voucherListOf(state, null)).toEqual({ status: 'loading' });
    expect(voucherOf(state, 6003)).toEqual({ status: 'loaded', value: variable });
    expect(voucherOf(state, 9)).toEqual({ status: 'failed', code: 'NOT_FOUND', notFound: true });
  });

  it('a rejected code keeps its error until a code is added', () => {
    const rejected = reduceVoucherCode({ error: null, accepted: null }, E.VoucherCodeRejected.create({ error: 'VOUCHER_NO_AMOUNT_LEFT', code: 'B' }));
    expect(rejected).toEqual({ error: 'VOUCHER_NO_AMOUNT_LEFT', accepted: null, acceptedLine: null });
    expect(reduceVoucherCode(rejected, CartEvents.CartLineAdded.create({ line: merchandiseLine() }))).toBe(rejected);
    const code = voucherCodeLine({ barcode: 'B' });
    expect(reduceVoucherCode(rejected, CartEvents.CartLineAdded.create({ line: code }))).toEqual({ error: null, accepted: 'B', acceptedLine: code.lineId });
  });
});

describe('voucher code confirmation', () => {
  const added = (lineId: string, barcode: string) =>
    ({ type: 'CartLineAdded', data: { line: voucherCodeLine({ lineId, barcode }) } }) as const;
  it('ends when its line is removed or the basket cleared, not when another line goes', () => {
    const accepted = reduceVoucherCode(voucherCodeReadModel.initial, added('v1', 'KAH-1'));
    expect(accepted).toEqual({ error: null, accepted: 'KAH-1', acceptedLine: 'v1' });
    expect(reduceVoucherCode(accepted, { type: 'CartLineRemoved', data: { lineId: 'm1' } })).toBe(accepted);
    expect(reduceVoucherCode(accepted, { type: 'CartLineRemoved', data: { lineId: 'v1' } }).accepted).toBeNull();
    expect(reduceVoucherCode(accepted, { type: 'CartCleared', data: {} }).accepted).toBeNull();
  });

  it('a snapshot written before the line was remembered still restores', () => {
    expect(VoucherCodeState.is({ error: null, accepted: 'KAH-1' })).toBe(true);
  });
});
