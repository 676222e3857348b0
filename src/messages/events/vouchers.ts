import * as t from 'io-ts';
import { defineEvent } from '../define';
import { Count } from '../primitives';
import { Cents } from '../primitives';
import { LoadFailure } from '../load-failure';
import { CatalogueGroup, VoucherOffer } from '../catalogue';

// Event modules export event definitions only: the registry spreads them.

const Group = { group: t.union([t.number, t.null]) };

export const VoucherCategoriesLoaded = defineEvent('VoucherCategoriesLoaded', 1, t.strict({ groups: t.array(CatalogueGroup) }));
export const VoucherCategoriesLoadFailed = defineEvent('VoucherCategoriesLoadFailed', 1, LoadFailure);
export const VoucherListLoaded = defineEvent(
  'VoucherListLoaded',
  1,
  t.strict({ ...Group, vouchers: t.array(VoucherOffer) }),
);
export const VoucherListLoadFailed = defineEvent(
  'VoucherListLoadFailed',
  1,
  t.intersection([t.strict(Group), LoadFailure]),
);

export const VoucherOpened = defineEvent('VoucherOpened', 1, t.strict({ voucherId: t.number }));
/** `voucher/selectOne/price/{id}`; sets the form's amount to the voucher's price. */
export const VoucherLoaded = defineEvent('VoucherLoaded', 1, t.strict({ voucher: VoucherOffer }));
export const VoucherLoadFailed = defineEvent(
  'VoucherLoadFailed',
  1,
  t.intersection([t.strict({ voucherId: t.number }), LoadFailure]),
);
/** A variable amount in cents (entered in major units × 100, a negative entry made positive). */
export const VoucherAmountChanged = defineEvent(
  'VoucherAmountChanged',
  1,
  t.strict({ voucherId: t.number, amount: Cents }),
);
export const VoucherQuantityChanged = defineEvent(
  'VoucherQuantityChanged',
  1,
  t.strict({ voucherId: t.number, quantity: Count }),
);
export const VoucherAddedToBasket = defineEvent(
  'VoucherAddedToBasket',
  1,
  t.strict({ voucherId: t.number, lineId: t.string }),
);

/**
 * A voucher code could not be redeemed. `error` is the code shown (translated) to the visitor:
 * one of the client checks (001 §5), the server's 422 code, or VOUCHER_UNKNOWN_ERROR. `code` is
 * the voucher code as looked up (trimmed), kept like an accepted code's `barcode`, so QA sees
 * which code was tried: a capsule replaces both by the same keyed hash (qa/redact.ts). v1 did
 * not record it (null).
 */
export const VoucherCodeRejected = defineEvent('VoucherCodeRejected', 2, t.strict({ error: t.string, code: t.union([t.string, t.null]) }));
