import { isRight } from 'fp-ts/Either';
import { CartEvents, CartLine, count, type DomainEvent } from '../../messages';
import type { KeyValueStorage } from '../../bus/deps';

/** The previous front end kept its basket as a JSON array under this sessionStorage key. */
export const LEGACY_CART_KEY = 'cart';

const TYPE_ALIASES: Record<string, CartLine['type']> = {
  ticket: 'ticket',
  dayTicket: 'dayTicket',
  dayticket: 'dayTicket',
  guidedTour: 'guidedTour',
  merchandise: 'merchandise',
  annualPass: 'annualPass',
  voucher: 'voucher',
  voucherCode: 'voucherCode',
};

type Loose = Record<string, unknown>;

/**
 * Old lines lack our `lineId` and some optional fields; fill what has a safe default and let
 * the codec decide the rest. Owner details of annual passes are personal data and are not
 * carried into the log: such a line comes over without owners and the basket asks again.
 */
function upgrade(raw: unknown, index: number): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const line = raw as Loose;
  const type = TYPE_ALIASES[String(line.type)];
  if (!type) return raw;
  const base = { ...line, type, lineId: `legacy-${index}` };
  const countOf = (): unknown => line.count ?? line.totalCount;
  switch (type) {
    case 'ticket':
      return {
        datetime_end: null,
        subtickets: [],
        print_separately: 0,
        bookWithCost: 0,
        tax: 0,
        ...base,
        mode: line.mode === undefined ? 1 : Number(line.mode),
      };
    case 'dayTicket':
      return { ...base, date: line.date ?? line.datetime, dayTickets: dayEntries(line) };
    case 'guidedTour':
      return { answers: {}, tours: [], vat_value: 0, single_ticketing: 0, tourId: line.id, ...base, tickets: tourTickets(line.tickets) };
    case 'merchandise':
    case 'voucher':
      return { vat_value: 0, ...base, count: countOf() };
    case 'annualPass':
      return { vat_value: 0, ...base, count: countOf(), ownerRefs: [] };
    case 'voucherCode': {
      // What the code was worth: remaining + used (discount is negative). Old lines saved
      // before the totals were computed have neither field; their price is the value then.
      const remaining = Number(line.remaining);
      const discount = Number(line.discount ?? 0);
      const derived = line.remaining === undefined ? Number.NaN : remaining - discount;
      const available = line.available ?? (Number.isFinite(derived) ? derived : line.price);
      return { ...base, available };
    }
  }
}

/**
 * The old front end kept a day-ticket line's entries as `{ id, count }` only (000's "each id and
 * count"). One entry is the line's own ticket, at the line's price and tax; of several, the
 * prices are not known and the line cannot be kept (the visitor is told: notices).
 */
function dayEntries(line: Loose): unknown {
  const entries = Array.isArray(line.dayTickets) ? (line.dayTickets as unknown[]) : [];
  const priced = (e: unknown): boolean => typeof e === 'object' && e !== null && 'price' in e;
  if (entries.length !== 1 || priced(entries[0])) return entries;
  const only = entries[0] as Loose;
  return [{ tax: line.tax ?? 0, ...only, price: line.price }];
}

/** Tour tickets of the old front end may lack `subtickets`: none were chosen. */
function tourTickets(tickets: unknown): unknown {
  if (!Array.isArray(tickets)) return [];
  return tickets.map((t: unknown) => (typeof t === 'object' && t !== null && !('subtickets' in t) ? { ...t, subtickets: [] } : t));
}

export interface LegacyImport {
  lines: CartLine[];
  dropped: number;
}

export function decodeLegacyCart(json: string): LegacyImport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { lines: [], dropped: 1 };
  }
  if (!Array.isArray(parsed)) return { lines: [], dropped: 1 };
  const lines: CartLine[] = [];
  parsed.forEach((raw, i) => {
    // CartLine is exact at every depth: decoding drops whatever the old front end stored
    // beside the declared fields (annual pass owners' names and addresses, say).
    const decoded = CartLine.decode(upgrade(raw, i));
    if (isRight(decoded)) lines.push(decoded.right);
  });
  return { lines, dropped: parsed.length - lines.length };
}

/**
 * Runs once at boot: the key is removed whatever it held, so a bad legacy cart cannot fail
 * every later start. Returns the event to record, or null when there was nothing to import.
 */
export function importLegacyCart(storage: KeyValueStorage): DomainEvent | null {
  let json: string | null;
  try {
    json = storage.getItem(LEGACY_CART_KEY);
    if (json === null) return null;
    storage.removeItem(LEGACY_CART_KEY);
  } catch {
    return null;
  }
  const { lines, dropped } = decodeLegacyCart(json);
  if (dropped > 0) console.warn(`Foyer: ${dropped} line(s) of the previous basket could not be imported.`);
  return CartEvents.LegacyCartImported.create({ lines, dropped: count(dropped) });
}
