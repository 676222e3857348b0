import { CartEvents, CartLine, type EventOf, type NewCartLine } from '../../messages';

/** Why a line does not go into the basket. */
export type LineRefusal =
  /** 000 §4: a voucher code already in the basket is not added twice. */
  | 'voucherCodeInBasket'
  /** Its fields or totals do not make a cart line (cart-line.ts): a fault of ours, never the visitor's. */
  | 'notALine'
  /** A change to a line the basket no longer holds (removed meanwhile), or that would make it another line. */
  | 'notInBasket';

export type Admission =
  | { readonly ok: true; readonly event: EventOf<'CartLineAdded'> }
  | { readonly ok: false; readonly refusal: LineRefusal };

/**
 * The one door into the basket: every area turns a new line into the `CartLineAdded` fact here,
 * or gets a typed refusal it answers in its own words. So the rules of any line live once, and
 * the log never records an add the cart then ignores. (The cart's reducer keeps its own guard
 * only for logs recorded before this door and for the legacy cart import.)
 */
export function admitLine(lines: readonly CartLine[], line: NewCartLine, lineId: string): Admission {
  const candidate: unknown = { ...line, lineId };
  if (!CartLine.is(candidate)) return { ok: false, refusal: 'notALine' };
  if (candidate.type === 'voucherCode' && lines.some((l) => l.type === 'voucherCode' && l.barcode === candidate.barcode)) {
    return { ok: false, refusal: 'voucherCodeInBasket' };
  }
  return { ok: true, event: CartEvents.CartLineAdded.create({ line: candidate }) };
}

/**
 * The same door for a line changed in place (a ticket line's count, one day ticket's): the
 * changed line must be the basket's line of that lineId and of the same type, and pass what an
 * added line passes (its totals agree), or the change is refused and nothing is recorded. The
 * changed line is judged beside the basket's other lines, as if added to them. (Its product id
 * may follow its parts: a day-ticket line is named by its first day ticket.)
 */
export function admitChange(
  lines: readonly CartLine[],
  line: CartLine,
): { ok: true; event: EventOf<'CartLineChanged'> } | { ok: false; refusal: LineRefusal } {
  const current = lines.find((l) => l.lineId === line.lineId);
  if (current?.type !== line.type) return { ok: false, refusal: 'notInBasket' };
  const admitted = admitLine(
    lines.filter((l) => l.lineId !== line.lineId),
    line,
    line.lineId,
  );
  return admitted.ok ? { ok: true, event: CartEvents.CartLineChanged.create({ line: admitted.event.data.line }) } : admitted;
}

/** Lines added together (one event's tickets): all of them, or the first refusal and none. */
export function admitLines(
  lines: readonly CartLine[],
  added: ReadonlyArray<{ line: NewCartLine; lineId: string }>,
): { ok: true; events: Array<EventOf<'CartLineAdded'>> } | { ok: false; refusal: LineRefusal } {
  const events: Array<EventOf<'CartLineAdded'>> = [];
  let basket = lines;
  for (const { line, lineId } of added) {
    const admitted = admitLine(basket, line, lineId);
    if (!admitted.ok) return admitted;
    events.push(admitted.event);
    basket = [...basket, admitted.event.data.line];
  }
  return { ok: true, events };
}

/** A refusal no visitor caused (`notALine`) is a bug of ours: said in the console for QA. */
export function reportRefusal(area: string, refusal: LineRefusal): void {
  if (refusal === 'notALine') console.error(`Foyer: ${area} built a basket line that is not one; nothing was added.`);
}
