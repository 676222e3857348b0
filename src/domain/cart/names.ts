import type { CartLine, PaidItem } from '../../messages';

/**
 * Names are reference data, by id and language (issue 28): a cart line is a fact (what, when,
 * how many, at what price) and says its product by id; the name shown is looked up in the
 * current language when the basket, the payment review or the success page renders, and in
 * the tracking language for analysts. Lines carry no name, so the log holds none; a line of a
 * log written before carries the name the visitor saw when adding it, shown only while its name
 * in the language asked for is not known. Where nothing names a line (yet), these functions say
 * undefined and the screen says what kind of line it is.
 */

/** A name by its reference key in one language; undefined while not known. */
export type NameLookup = (key: string) => string | undefined;

/** Reference keys: one kind of catalogue entry and its id. Sub-tickets are tickets. */
export const nameKey = {
  event: (id: number | string): string => `event:${id}`,
  ticket: (id: number | string): string => `ticket:${id}`,
  dayTicket: (id: number | string): string => `dayTicket:${id}`,
  tour: (id: number | string): string => `tour:${id}`,
  article: (id: number | string): string => `article:${id}`,
  voucher: (id: number | string): string => `voucher:${id}`,
  /** A tour's ticket type or one of its sub-tickets (tour/single's `tickets`). */
  tourTicket: (id: number | string): string => `tourTicket:${id}`,
  /** An entry of a tour's price list: a tour booked as a whole (tour/single's `priceList`). */
  tourPrice: (id: number | string): string => `tourPrice:${id}`,
} as const;

/** Where an event takes place or a tour starts (the lists say): reference data like names. */
export const venueKey = {
  event: (id: number | string): string => `venue:event:${id}`,
  tour: (id: number | string): string => `venue:tour:${id}`,
} as const;

/** How a line's name is made (as the area made it when adding): its parts' keys and what joins them. */
export interface NameRecipe {
  readonly keys: readonly string[];
  readonly join: string;
}

/** The cart composes a ticket's name as "Event – Ticket" and a day-ticket line's as "A + B" (domain/tickets/lines.ts). */
export const EVENT_JOIN = ' – ';
export const DAY_TICKET_JOIN = ' + ';

export function nameRecipe(line: CartLine): NameRecipe | null {
  switch (line.type) {
    case 'ticket':
      return line.eventId === undefined ? { keys: [nameKey.ticket(line.id)], join: '' } : { keys: [nameKey.event(line.eventId), nameKey.ticket(line.id)], join: EVENT_JOIN };
    case 'dayTicket':
      return { keys: line.dayTickets.map((d) => nameKey.dayTicket(d.id)), join: DAY_TICKET_JOIN };
    case 'guidedTour':
      return { keys: [nameKey.tour(line.tourId)], join: '' };
    case 'merchandise':
    case 'annualPass':
      return { keys: [nameKey.article(line.id)], join: '' };
    case 'voucher':
      return { keys: [nameKey.voucher(line.id)], join: '' };
    case 'voucherCode':
      // A code's line is named by the code the visitor typed: no catalogue entry to look up.
      return null;
  }
}

/** The recipe's name when every part is known, else `fallback` (never half one language, half another). */
export function nameBy(recipe: NameRecipe | null | undefined, names: NameLookup, fallback?: string): string | undefined {
  if (!recipe || recipe.keys.length === 0) return fallback;
  const parts = recipe.keys.map(names);
  return parts.every((p): p is string => p !== undefined) ? parts.join(recipe.join) : fallback;
}

/** A line's name in the language `names` holds (a code's line: the code the visitor typed). */
export const lineName = (line: CartLine, names: NameLookup): string | undefined =>
  line.type === 'voucherCode' ? line.barcode : nameBy(nameRecipe(line), names, line.name);

/** A ticket line's sub-ticket, or a day-ticket line's entry, in the language `names` holds. */
export const entryName = (line: CartLine, entry: { id: number | string; name?: string }, names: NameLookup): string | undefined =>
  names(line.type === 'dayTicket' ? nameKey.dayTicket(entry.id) : nameKey.ticket(entry.id)) ?? entry.name;

/** The venue key of a dated line: its event's or its tour's. */
export function lineVenueKey(line: CartLine): string | undefined {
  if (line.type === 'ticket') return line.eventId === undefined ? undefined : venueKey.event(line.eventId);
  return line.type === 'guidedTour' ? venueKey.tour(line.tourId) : undefined;
}

/** A paid item's name: its recipe was kept with it when the basket was cleared. */
export const paidItemName = (item: PaidItem, names: NameLookup): string | undefined =>
  nameBy(item.nameKeys ? { keys: item.nameKeys, join: item.nameJoin ?? '' } : null, names, item.name);

/** A paid item's venue in the language `names` holds, else the one kept with it in an earlier log. */
export const paidItemVenue = (item: PaidItem, names: NameLookup): string | undefined => (item.venueKey ? names(item.venueKey) : undefined) ?? item.venue;

/** The keys of the lines' names (and their parts': sub-tickets, entries, a tour's tickets and tours) that `names` does not hold. */
export function missingNames(lines: readonly CartLine[], names: NameLookup): string[] {
  const missing = new Set<string>();
  for (const line of lines) {
    for (const key of nameRecipe(line)?.keys ?? []) if (names(key) === undefined) missing.add(key);
    for (const part of lineParts(line)) if (part.nameKey !== null && names(part.nameKey) === undefined) missing.add(part.nameKey);
  }
  return [...missing];
}

/** One count a line is made of, as the visitor chose it: "2 × Adults". */
export interface LinePart {
  /** Unique within the line. */
  readonly key: string;
  readonly count: number;
  /** The part's reference key; null where the line is one count of itself. */
  readonly nameKey: string | null;
  /** The name a log written before issue 28 kept with the part. */
  readonly name?: string;
}

/**
 * What a line holds, part by part: a ticket's sub-tickets, a day-ticket line's entries, a
 * tour booking's tickets (sub-tickets standing for their ticket) and tours; any other line is
 * one count of itself.
 */
export function lineParts(line: CartLine): LinePart[] {
  const whole: LinePart[] = [{ key: 'n', count: line.totalCount, nameKey: null }];
  switch (line.type) {
    case 'ticket':
      return line.subtickets.length > 0 ? line.subtickets.map((s) => part(String(s.id), s.count, nameKey.ticket(s.id), s.name)) : whole;
    case 'dayTicket':
      return line.dayTickets.map((d) => part(String(d.id), d.count, nameKey.dayTicket(d.id), d.name));
    case 'guidedTour': {
      const tickets = line.tickets.flatMap((k) =>
        k.subtickets.length > 0 ? k.subtickets.map((s) => part(`t${k.id}.${s.id}`, s.count, nameKey.tourTicket(s.id))) : [part(`t${k.id}`, k.count, nameKey.tourTicket(k.id))],
      );
      const parts = [...tickets, ...line.tours.map((k) => part(`p${k.id}`, k.count, nameKey.tourPrice(k.id)))].filter((p) => p.count > 0);
      return parts.length > 0 ? parts : whole;
    }
    default:
      return whole;
  }
}

const part = (key: string, count: number, nameKey: string, name?: string): LinePart => (name === undefined ? { key, count, nameKey } : { key, count, nameKey, name });
