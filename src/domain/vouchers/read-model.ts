import * as t from 'io-ts';
import { assertNever, Cents, Count, LoadFailure, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';
import { ONE } from '../../kernel/counts';
import { CatalogueGroup, VoucherOffer } from '../../messages/catalogue';

const Failed = t.intersection([t.type({ status: t.literal('failed') }), LoadFailure]);
const remote = <C extends t.Mixed>(codec: C) => t.union([t.intersection([t.type({ status: t.literal('loaded') }), codec]), Failed]);

/** Voucher groups, the list per group, and single vouchers by id (001 §7). */
export const VouchersState = t.type({
  groups: t.union([remote(t.type({ groups: t.array(CatalogueGroup) })), t.null]),
  /** `groupKey(group)` → vouchers; a missing key: not loaded yet. */
  lists: t.record(t.string, remote(t.type({ vouchers: t.array(VoucherOffer) }))),
  products: t.record(t.string, remote(t.type({ voucher: VoucherOffer }))),
});
export type VouchersState = t.TypeOf<typeof VouchersState>;

export const initialVouchers: VouchersState = { groups: null, lists: {}, products: {} };
export const groupKey = (group: number | null): string => (group === null ? 'all' : String(group));

const catalogueHandles = [
  'VoucherCategoriesLoaded',
  'VoucherCategoriesLoadFailed',
  'VoucherListLoaded',
  'VoucherListLoadFailed',
  'VoucherLoaded',
  'VoucherLoadFailed',
] as const;
export type VouchersEvent = EventOf<(typeof catalogueHandles)[number]>;

export function reduceVouchers(state: VouchersState, event: VouchersEvent): VouchersState {
  switch (event.type) {
    case 'VoucherCategoriesLoaded':
      return { ...state, groups: { status: 'loaded', groups: event.data.groups } };
    case 'VoucherCategoriesLoadFailed':
      return state.groups?.status === 'loaded' ? state : { ...state, groups: { status: 'failed', ...event.data } };
    case 'VoucherListLoaded':
      return { ...state, lists: { ...state.lists, [groupKey(event.data.group)]: { status: 'loaded', vouchers: event.data.vouchers } } };
    case 'VoucherListLoadFailed': {
      const { group, code, notFound } = event.data;
      return { ...state, lists: { ...state.lists, [groupKey(group)]: { status: 'failed', code, notFound } } };
    }
    case 'VoucherLoaded':
      return { ...state, products: { ...state.products, [String(event.data.voucher.id)]: { status: 'loaded', voucher: event.data.voucher } } };
    case 'VoucherLoadFailed': {
      const { voucherId, code, notFound } = event.data;
      return { ...state, products: { ...state.products, [String(voucherId)]: { status: 'failed', code, notFound } } };
    }
    default:
      return assertNever(event);
  }
}

export const vouchersReadModel = defineReadModel({
  handles: catalogueHandles,
  initial: initialVouchers,
  codec: VouchersState,
  reduce: reduceVouchers,
});

// ---- the voucher form ---------------------------------------------------------------------------

export const VoucherFormState = t.type({
  voucherId: t.union([t.number, t.null]),
  /** The amount in cents: the voucher's price until the visitor enters another (variable amount). */
  amount: t.union([Cents, t.null]),
  quantity: Count,
  added: t.boolean,
});
export type VoucherFormState = t.TypeOf<typeof VoucherFormState>;

export const initialVoucherForm: VoucherFormState = { voucherId: null, amount: null, quantity: ONE, added: false };

const formHandles = ['VoucherOpened', 'VoucherLoaded', 'VoucherAmountChanged', 'VoucherQuantityChanged', 'VoucherAddedToBasket'] as const;
export type VoucherFormEvent = EventOf<(typeof formHandles)[number]>;

export function reduceVoucherForm(state: VoucherFormState, event: VoucherFormEvent): VoucherFormState {
  switch (event.type) {
    case 'VoucherOpened':
      return event.data.voucherId === state.voucherId ? { ...state, added: false } : { ...initialVoucherForm, voucherId: event.data.voucherId };
    case 'VoucherLoaded': {
      const { voucher } = event.data;
      if (voucher.id !== state.voucherId) return state;
      // A fixed voucher always costs its price; a variable one keeps what the visitor entered.
      const amount = voucher.variable_amount === 1 && state.amount !== null ? state.amount : voucher.price;
      return amount === state.amount ? state : { ...state, amount };
    }
    case 'VoucherAmountChanged':
      return event.data.voucherId !== state.voucherId ? state : { ...state, amount: event.data.amount, added: false };
    case 'VoucherQuantityChanged':
      return event.data.voucherId !== state.voucherId ? state : { ...state, quantity: event.data.quantity, added: false };
    case 'VoucherAddedToBasket':
      return event.data.voucherId !== state.voucherId ? state : { ...state, quantity: ONE, added: true };
    default:
      return assertNever(event);
  }
}

export const voucherFormReadModel = defineReadModel({
  handles: formHandles,
  initial: initialVoucherForm,
  codec: VoucherFormState,
  reduce: reduceVoucherForm,
});

// ---- redeeming voucher codes in the basket ------------------------------------------------------

export const VoucherCodeState = t.intersection([
  t.type({
    /** The error code of the last failed attempt (shown translated); null after a success. */
    error: t.union([t.string, t.null]),
    /** Barcode of the last code added (for the confirmation). */
    accepted: t.union([t.string, t.null]),
  }),
  // Optional: snapshots written before the confirmation left with its line lack it.
  t.partial({
    /** The basket line of that code: removing it (or clearing the basket) ends the confirmation. */
    acceptedLine: t.union([t.string, t.null]),
  }),
]);
export type VoucherCodeState = t.TypeOf<typeof VoucherCodeState>;

const codeHandles = ['VoucherCodeRejected', 'CartLineAdded', 'CartLineRemoved', 'CartCleared'] as const;
export type VoucherCodeEvent = EventOf<(typeof codeHandles)[number]>;

export function reduceVoucherCode(state: VoucherCodeState, event: VoucherCodeEvent): VoucherCodeState {
  switch (event.type) {
    case 'VoucherCodeRejected':
      return { error: event.data.error, accepted: null, acceptedLine: null };
    case 'CartLineAdded':
      return event.data.line.type === 'voucherCode' ? { error: null, accepted: event.data.line.barcode, acceptedLine: event.data.line.lineId } : state;
    case 'CartLineRemoved':
      return state.accepted !== null && state.acceptedLine === event.data.lineId ? { ...state, accepted: null, acceptedLine: null } : state;
    case 'CartCleared':
      return state.accepted === null ? state : { ...state, accepted: null, acceptedLine: null };
    default:
      return assertNever(event);
  }
}

export const voucherCodeReadModel = defineReadModel({
  handles: codeHandles,
  initial: { error: null, accepted: null, acceptedLine: null },
  codec: VoucherCodeState,
  reduce: reduceVoucherCode,
});
