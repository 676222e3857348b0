import * as t from 'io-ts';
import { Cents, IsoDate } from '../../kernel/brands';
import { Category, Flag01, Id, LocalDateTime, VatPercent } from './common';

export const VoucherProduct = t.intersection(
  [
    t.type({
      id: Id,
      name: t.string,
      /** For a variable-amount voucher: the suggested amount the visitor may change. */
      price: Cents,
      vat_value: VatPercent,
      variable_amount: Flag01,
      groupId: t.union([Id, t.null]),
      sequence_no: t.number,
    }),
    t.partial({
      description: t.string,
      /**
       * Not in spec 001 §3: the amounts a variable voucher may have, in cents, as the server
       * checks them at payment. Optional; without them the shop's own sanity range applies
       * (docs/decisions.md, "Variable voucher amounts").
       */
      min_amount: Cents,
      max_amount: Cents,
    }),
  ],
  'VoucherProduct',
);
export type VoucherProduct = t.TypeOf<typeof VoucherProduct>;

export const VoucherList = t.type({ vouchers: t.array(VoucherProduct) }, 'VoucherList');
export type VoucherList = t.TypeOf<typeof VoucherList>;

export const VoucherCategories = t.type({ group: t.array(Category) }, 'VoucherCategories');
export type VoucherCategories = t.TypeOf<typeof VoucherCategories>;

/** Validity bounds: a date, or a date with time; null means open-ended. */
const ValidityBound = t.union([IsoDate, LocalDateTime, t.null], 'ValidityBound');

/**
 * A redeemable code. The server only says whether it exists; the client checks the validity
 * window and the remaining amount (spec 001 §5).
 */
export const VoucherCode = t.type(
  {
    amount: Cents,
    used_amount: Cents,
    barcode: t.string,
    id: Id,
    name: t.string,
    valid_from: ValidityBound,
    valid_to: ValidityBound,
  },
  'VoucherCode',
);
export type VoucherCode = t.TypeOf<typeof VoucherCode>;
