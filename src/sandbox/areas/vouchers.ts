import type * as t from 'io-ts';
import type { Lang } from '../../messages/primitives';
import type { VoucherCategories, VoucherCode, VoucherList, VoucherProduct as VoucherProductCodec } from '../../api/codecs/vouchers';
import { formatDay } from '../clock';
import type { Core } from '../core';
import type { VoucherProduct } from '../catalogue/schema';
import { rejected } from '../http';
import type { Bound, VoucherCodeRecord } from '../state';
import { pick, pickOptional } from '../text';

type Out<C extends t.Mixed> = t.OutputOf<C>;

export function voucherEntry(product: VoucherProduct, lang: Lang): Out<typeof VoucherProductCodec> {
  const description = pickOptional(product.description, lang);
  return {
    id: product.id,
    name: pick(product.name, lang),
    price: product.price,
    vat_value: product.vat_value,
    variable_amount: product.variable_amount,
    groupId: product.groupId,
    sequence_no: product.sequence_no,
    ...(description !== undefined ? { description } : {}),
    ...(product.variable_amount === 1 && product.minAmount !== undefined ? { min_amount: product.minAmount } : {}),
    ...(product.variable_amount === 1 && product.maxAmount !== undefined ? { max_amount: product.maxAmount } : {}),
  };
}

export function voucherList(core: Core, group: number | undefined, lang: Lang): Out<typeof VoucherList> {
  return {
    vouchers: core.catalogue.vouchers.products
      .filter((p) => group === undefined || p.groupId === group)
      .sort((a, b) => a.sequence_no - b.sequence_no)
      .map((p) => voucherEntry(p, lang)),
  };
}

export function voucherCategories(core: Core, lang: Lang): Out<typeof VoucherCategories> {
  return { group: core.catalogue.vouchers.groups.map((g) => ({ id: g.id, name: pick(g.name, lang) })) };
}

export function resolveBound(core: Core, bound: Bound): string | null {
  if (bound === null) return null;
  if ('abs' in bound) return bound.abs;
  const { day, time } = bound.rel;
  return `${formatDay(core.now().today + day)} ${time.length === 5 ? `${time}:00` : time}`;
}

/** Codes are printed in capitals but typed by people: match case-insensitively, ignore padding. */
export function findCode(core: Core, barcode: string): VoucherCodeRecord | undefined {
  return core.state.voucherCodes.get(barcode.trim().toUpperCase());
}

export function codeEntry(core: Core, code: VoucherCodeRecord, lang: Lang): Out<typeof VoucherCode> {
  const product = core.catalogue.index.voucherProducts.get(code.productId);
  return {
    amount: code.amount,
    used_amount: code.used_amount,
    barcode: code.barcode,
    id: code.id,
    name: product ? pick(product.name, lang) : code.barcode,
    valid_from: resolveBound(core, code.validFrom),
    valid_to: resolveBound(core, code.validTo),
  };
}

/** "Now" as the validity window is written: wall-clock time at UTC+1 (spec 001 §5). */
function nowAtUtcPlusOne(core: Core): string {
  const shifted = new Date(core.now().instant.getTime() + 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** A date-only bound means the whole day: from its first second, to its last. */
function normalise(bound: string, edge: 'start' | 'end'): string {
  if (bound.length === 10) return `${bound} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  return bound.length === 16 ? `${bound}:00` : bound;
}

/**
 * The lookup leaves validity to the client; an order does not. Same checks, same order and
 * same codes as the client's (spec 001 §5), so a stale basket fails with a message the shop has.
 */
export function assertRedeemable(core: Core, code: VoucherCodeRecord): number {
  const now = nowAtUtcPlusOne(core);
  const from = resolveBound(core, code.validFrom);
  const to = resolveBound(core, code.validTo);
  if (from !== null && now < normalise(from, 'start')) throw rejected('VOUCHER_NOW_IS_BEFORE_VALID_FROM', { barcode: code.barcode });
  if (to !== null && now > normalise(to, 'end')) throw rejected('VOUCHER_NOW_IS_AFTER_VALID_TO', { barcode: code.barcode });
  if (code.used_amount >= code.amount) throw rejected('VOUCHER_NO_AMOUNT_LEFT', { barcode: code.barcode });
  return code.amount - code.used_amount;
}
