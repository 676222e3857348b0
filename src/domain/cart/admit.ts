import { CartEvents, type CartLine, type EventOf, type NewCartLine } from '../../messages';
import { lineRefusal, type LineRefusal } from './door';

export type { LineRefusal } from './door';

export type Admission =
  | { readonly ok: true; readonly event: EventOf<'CartLineAdded'> }
  | { readonly ok: false; readonly refusal: LineRefusal };

/**
 * The one door into the basket: every area turns a new line into the `CartLineAdded` fact here,
 * or gets a typed refusal it answers in its own words. So the rules of any line live once
 * (door.ts), and the log never records an add the cart then ignores. The cart's reducer applies
 * the same rules to a stored line on replay (an edited log), so it is refused there too.
 */
export function admitLine(lines: readonly CartLine[], line: NewCartLine, lineId: string): Admission {
  const candidate: CartLine = { ...line, lineId };
  const refusal = lineRefusal(lines, candidate);
  return refusal ? { ok: false, refusal } : { ok: true, event: CartEvents.CartLineAdded.create({ line: candidate }) };
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
