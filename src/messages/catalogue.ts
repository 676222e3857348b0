import * as t from 'io-ts';
import { Cents } from './primitives';

/**
 * What the shop records about the museum's catalogue: our own shapes, holding what the read
 * models use, never the server's answer as it came (issue 14). Exact: a key the server adds is
 * dropped when an epic maps its answer (`toGroup`, `toVoucherOffer`), so it never reaches the
 * log, and a server change cannot change what is logged and replayed.
 */

export const CatalogueGroup = t.exact(t.type({ id: t.number, name: t.string }), 'CatalogueGroup');
export type CatalogueGroup = t.TypeOf<typeof CatalogueGroup>;

export const toGroup = (group: CatalogueGroup): CatalogueGroup => ({ id: group.id, name: group.name });

/** A voucher on offer (001 §3): a fixed price, or a variable amount within an optional range. */
export const VoucherOffer = t.intersection(
  [
    t.exact(
      t.type({
        id: t.number,
        name: t.string,
        /** For a variable-amount voucher: the suggested amount the visitor may change. */
        price: Cents,
        vat_value: t.number,
        variable_amount: t.union([t.literal(0), t.literal(1)]),
        groupId: t.union([t.number, t.null]),
        sequence_no: t.number,
      }),
    ),
    t.exact(t.partial({ description: t.string, min_amount: Cents, max_amount: Cents })),
  ],
  'VoucherOffer',
);
export type VoucherOffer = t.TypeOf<typeof VoucherOffer>;

export function toVoucherOffer(v: VoucherOffer): VoucherOffer {
  return {
    id: v.id,
    name: v.name,
    price: v.price,
    vat_value: v.vat_value,
    variable_amount: v.variable_amount,
    groupId: v.groupId,
    sequence_no: v.sequence_no,
    ...(v.description !== undefined ? { description: v.description } : {}),
    ...(v.min_amount !== undefined ? { min_amount: v.min_amount } : {}),
    ...(v.max_amount !== undefined ? { max_amount: v.max_amount } : {}),
  };
}

/** An article of the museum shop or an annual pass (001 §3). */
export const ArticleOffer = t.intersection(
  [
    t.exact(
      t.type({
        id: t.number,
        name: t.string,
        price: Cents,
        vat_value: t.number,
        stock: t.number,
        product_kind_ref: t.union([t.number, t.null]),
        sequence_no: t.number,
      }),
    ),
    t.exact(t.partial({ custom_groups: t.array(CatalogueGroup), description: t.string, image: t.string })),
  ],
  'ArticleOffer',
);
export type ArticleOffer = t.TypeOf<typeof ArticleOffer>;

export function toArticleOffer(a: ArticleOffer): ArticleOffer {
  return {
    id: a.id,
    name: a.name,
    price: a.price,
    vat_value: a.vat_value,
    stock: a.stock,
    product_kind_ref: a.product_kind_ref,
    sequence_no: a.sequence_no,
    ...(a.custom_groups !== undefined ? { custom_groups: a.custom_groups.map(toGroup) } : {}),
    ...(a.description !== undefined ? { description: a.description } : {}),
    ...(a.image !== undefined ? { image: a.image } : {}),
  };
}
