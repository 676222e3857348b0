import { concat, concatMap, EMPTY, exhaustMap, from, map, merge, of, switchMap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Clock, Random } from '../../bus/deps';
import type { ApiClient } from '../../api/client';
import { errorCode } from '../../api/errors';
import { failureOf } from '../../api/failure';
import { Cents, type CartLine, type Command, type DomainEvent } from '../../messages';
import { ZERO_CENTS } from '../../kernel/money';
import { ONE } from '../../kernel/counts';
import * as VouchersEvents from '../../messages/events/vouchers';
import { CatalogueGroup, factOf, VoucherOffer } from '../../messages/catalogue';
import type { VoucherFormState, VouchersState } from './read-model';
import { normalizeVoucherQuantity, parseAmount } from './amount';
import { availableAmount, VOUCHER_ALREADY_IN_CART, VOUCHER_UNKNOWN_ERROR, voucherCodeProblem } from './voucher-code';
import { canAddVoucher, unitPrice } from './selectors';
import { repeatGuard } from '../cart/repeat-guard';
import { admitLine, reportRefusal } from '../cart/admit';

export interface VouchersDeps {
  api: ApiClient;
  clock: Clock;
  random: Random;
}

export interface VouchersSlice {
  readonly vouchers: VouchersState;
  readonly voucherForm: VoucherFormState;
  readonly cart: { readonly lines: readonly CartLine[] };
}

export type VouchersEpic = Epic<Command, VouchersSlice, VouchersDeps, DomainEvent>;

const SERVER_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

export const vouchersEpic: VouchersEpic = (command$, state$, deps) => {
  const { api } = deps;
  const adds = repeatGuard(deps.clock);

  const openList = (group: number | null): Observable<DomainEvent> =>
    merge(
      api.call('voucherCategories').pipe(
        map((r) =>
          isLeft(r)
            ? VouchersEvents.VoucherCategoriesLoadFailed.create(failureOf(r.left))
            : VouchersEvents.VoucherCategoriesLoaded.create({ groups: r.right.group.map((g) => factOf(CatalogueGroup, g)) }),
        ),
      ),
      api.call('voucherList', { query: group === null ? {} : { group } }).pipe(
        map((r) =>
          isLeft(r)
            ? VouchersEvents.VoucherListLoadFailed.create({ group, ...failureOf(r.left) })
            : VouchersEvents.VoucherListLoaded.create({ group, vouchers: r.right.vouchers.map((v) => factOf(VoucherOffer, v)) }),
        ),
      ),
    );

  const openVoucher = (voucherId: number): Observable<DomainEvent> =>
    concat(
      of(VouchersEvents.VoucherOpened.create({ voucherId })),
      api.call('voucherSingle', { path: { id: voucherId } }).pipe(
        map((r) =>
          isLeft(r)
            ? VouchersEvents.VoucherLoadFailed.create({ voucherId, ...failureOf(r.left) })
            : VouchersEvents.VoucherLoaded.create({ voucher: factOf(VoucherOffer, r.right) }),
        ),
      ),
    );

  const formCommand = (
    command: Extract<Command, { type: 'SetVoucherAmount' | 'SetVoucherQuantity' | 'AddVoucherToBasket' }>,
  ): Observable<DomainEvent> => {
    const { voucherForm: form, vouchers } = state$.value;
    const single = vouchers.products[String(command.voucherId)];
    const voucher = single?.status === 'loaded' ? single.voucher : undefined;
    if (form.voucherId !== command.voucherId || !voucher) return EMPTY;
    switch (command.type) {
      case 'SetVoucherAmount': {
        if (voucher.variable_amount !== 1) return EMPTY;
        // 001 §5: empty keeps the old value; the sign is dropped; major units × 100.
        const parsed = parseAmount(command.input);
        if (parsed.kind !== 'amount' || parsed.cents === form.amount) return EMPTY;
        return of(VouchersEvents.VoucherAmountChanged.create({ voucherId: voucher.id, amount: parsed.cents }));
      }
      case 'SetVoucherQuantity': {
        const quantity = normalizeVoucherQuantity(command.quantity);
        return quantity === form.quantity ? EMPTY : of(VouchersEvents.VoucherQuantityChanged.create({ voucherId: voucher.id, quantity }));
      }
      case 'AddVoucherToBasket': {
        if (!canAddVoucher(voucher, form)) return EMPTY;
        // A click and a double-click on "add" are one line; the same voucher with another
        // amount or quantity is a new intent.
        if (adds.repeats(`${voucher.id}:${unitPrice(voucher, form)}:${form.quantity}`)) return EMPTY;
        const price = unitPrice(voucher, form);
        const total = price * form.quantity;
        if (!Cents.is(total)) return EMPTY;
        const lineId = deps.random.id();
        const admitted = admitLine(state$.value.cart.lines, {
          type: 'voucher',
          id: voucher.id,
          price,
          count: form.quantity,
          totalCount: form.quantity,
          totalPrice: total,
          vat_value: voucher.vat_value,
          variable_amount: voucher.variable_amount,
        }, lineId);
        if (!admitted.ok) {
          reportRefusal('the vouchers', admitted.refusal);
          return EMPTY;
        }
        return from([admitted.event, VouchersEvents.VoucherAddedToBasket.create({ voucherId: voucher.id, lineId })]);
      }
    }
  };

  /**
   * 001 §4, §5, §8: the code is trimmed and looked up; the checks run in order at UTC+1; a 422
   * shows the server's code, any other failure VOUCHER_UNKNOWN_ERROR; a valid code becomes a
   * voucherCode line worth amount − used_amount. exhaustMap: a double click looks up once.
   */
  const redeem = (typed: string): Observable<DomainEvent> => {
    const voucher = typed.trim();
    if (voucher === '') return EMPTY;
    return api.call('voucherCodeLookup', { query: { voucher } }).pipe(
      map((r): DomainEvent => {
        if (isLeft(r)) {
          const code = r.left.kind === 'Http' && r.left.status === 422 ? errorCode(r.left) : undefined;
          return VouchersEvents.VoucherCodeRejected.create({ error: code !== undefined && SERVER_CODE.test(code) ? code : VOUCHER_UNKNOWN_ERROR, code: voucher });
        }
        const found = r.right;
        const problem = voucherCodeProblem(found, deps.clock.now());
        if (problem) return VouchersEvents.VoucherCodeRejected.create({ error: problem, code: voucher });
        const available = availableAmount(found);
        const admitted = admitLine(
          state$.value.cart.lines,
          {
            type: 'voucherCode',
            id: found.id,
            price: available,
            totalPrice: ZERO_CENTS,
            totalCount: ONE,
            barcode: found.barcode,
            available,
            ...(found.valid_to !== null ? { validTo: found.valid_to } : {}),
          },
          deps.random.id(),
        );
        if (admitted.ok) return admitted.event;
        reportRefusal('the voucher codes', admitted.refusal);
        return VouchersEvents.VoucherCodeRejected.create({ error: admitted.refusal === 'voucherCodeInBasket' ? VOUCHER_ALREADY_IN_CART : VOUCHER_UNKNOWN_ERROR, code: voucher });
      }),
    );
  };

  return merge(
    command$.pipe(ofType('OpenVoucherList'), switchMap((c) => openList(c.group))),
    command$.pipe(ofType('OpenVoucher'), switchMap((c) => openVoucher(c.voucherId))),
    command$.pipe(ofType('SetVoucherAmount', 'SetVoucherQuantity', 'AddVoucherToBasket'), concatMap(formCommand)),
    command$.pipe(ofType('RedeemVoucherCode'), exhaustMap((c) => redeem(c.code))),
  );
};
