import type { CartLine, CartLineType } from '../../messages';

/** The kinds a visitor counts a basket in: tickets and day tickets are both "tickets". */
export const CONTENT_KINDS = ['tickets', 'guidedTours', 'products', 'annualPasses', 'vouchers', 'voucherCodes'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const KIND_OF: Readonly<Record<CartLineType, ContentKind>> = {
  ticket: 'tickets',
  dayTicket: 'tickets',
  guidedTour: 'guidedTours',
  merchandise: 'products',
  annualPass: 'annualPasses',
  voucher: 'vouchers',
  voucherCode: 'voucherCodes',
};

export interface BasketContents {
  /** The header badge's number (000 §2: one per line, a voucher code too). */
  readonly lines: number;
  /** What those lines hold, kind by kind in a fixed order, kinds the basket lacks left out. */
  readonly kinds: ReadonlyArray<{ readonly kind: ContentKind; readonly count: number }>;
}

/**
 * What the badge counts, in the visitor's terms (issue 31.14): five tickets on two lines and a
 * voucher code show "3", which the basket explains as "3 items · 5 tickets and 1 voucher code".
 * A line's pieces are its `totalCount` (a guided tour's booking is one, however many take part).
 */
export function basketContents(lines: readonly CartLine[]): BasketContents {
  const counts = new Map<ContentKind, number>();
  for (const line of lines) counts.set(KIND_OF[line.type], (counts.get(KIND_OF[line.type]) ?? 0) + line.totalCount);
  return {
    lines: lines.length,
    kinds: CONTENT_KINDS.flatMap((kind) => {
      const count = counts.get(kind);
      return count === undefined ? [] : [{ kind, count }];
    }),
  };
}
