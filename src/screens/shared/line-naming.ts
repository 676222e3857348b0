import { useMemo } from 'react';
import { useT, type I18n } from '../../i18n';
import { useNames } from '../../engine/hooks';
import { entryName, lineName, paidItemName, paidItemVenue, type LinePart, type NameLookup } from '../../domain/cart/names';
import type { CartLine, CartLineType, PaidItem } from '../../messages';

const LINE_TYPES: ReadonlySet<string> = new Set<CartLineType>(['ticket', 'dayTicket', 'guidedTour', 'merchandise', 'annualPass', 'voucher', 'voucherCode']);

export interface LineNaming {
  line(line: CartLine): string;
  entry(line: CartLine, entry: { id: number | string; name?: string }): string;
  /** A part of the line (`lineParts`); null for a line that is one count of itself. */
  part(line: CartLine, part: LinePart): string | null;
  paid(item: PaidItem): string;
  venue(item: PaidItem): string | undefined;
}

/**
 * Lines and paid items named in the page's language from the reference names (issue 28). A
 * name not known yet (the checkout's pages ask for it: engine/line-names-epic.ts) reads as the
 * kind of line, never as nothing.
 */
export function lineNaming(t: I18n['t'], names: NameLookup): LineNaming {
  const kind = (type: string): string => (LINE_TYPES.has(type) ? t(`cart.lineType.${type as CartLineType}`) : '');
  return {
    line: (line) => lineName(line, names) ?? kind(line.type),
    entry: (line, entry) => entryName(line, entry, names) ?? kind(line.type),
    part: (line, part) => (part.nameKey === null ? null : (names(part.nameKey) ?? part.name ?? kind(line.type))),
    paid: (item) => paidItemName(item, names) ?? kind(item.type),
    venue: (item) => paidItemVenue(item, names),
  };
}

/** lineNaming in the page's language, the same object until a name is learned. */
export function useLineNaming(): LineNaming {
  const { t } = useT();
  const names = useNames();
  return useMemo(() => lineNaming(t, names), [t, names]);
}
