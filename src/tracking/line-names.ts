import { entryName, lineName, nameKey, type NameLookup } from '../domain/cart/names';
import type { CartLine } from '../messages';
import type { TrackedCommit } from './spec';

/**
 * Basket lines carry no names (issue 28: names are reference data by id and language): the
 * commits tracking reads get them here, from the reference names in the tracking language
 * (the visitor's where that one has none yet; names.ts renames those on). A name nobody knows
 * stays absent and the item is sent under its id (ga4.ts).
 */
export function namedLine(line: CartLine, names: NameLookup): CartLine {
  const name = lineName(line, names);
  const own = name === undefined ? line : { ...line, name };
  switch (own.type) {
    case 'ticket':
      return { ...own, subtickets: own.subtickets.map((s) => withName(s, entryName(own, s, names))) };
    case 'dayTicket':
      return { ...own, dayTickets: own.dayTickets.map((d) => withName(d, entryName(own, d, names))) };
    default:
      return own;
  }
}

const withName = <E extends { name?: string }>(entry: E, name: string | undefined): E => (name === undefined ? entry : { ...entry, name });

/** The reference key of an entry chosen on a catalogue list: a ticket list's entries are events. */
const KEY_OF_CATEGORY = { ticket: nameKey.event, guidedTour: nameKey.tour, merchandise: nameKey.article, annualPass: nameKey.article, voucher: nameKey.voucher } as const;

/**
 * The commit with every basket line it holds named (the cart before and after, the added or
 * changed line), and an entry chosen on a list (ItemSelected) with its `name`.
 */
export function withLineNames(c: TrackedCommit, names: NameLookup): TrackedCommit {
  const slices = (s: TrackedCommit['after']): TrackedCommit['after'] => ({ ...s, cart: { ...s.cart, lines: s.cart.lines.map((l) => namedLine(l, names)) } });
  const { envelope } = c;
  let named = envelope;
  if (envelope.type === 'CartLineAdded' || envelope.type === 'CartLineChanged') {
    named = { ...envelope, data: { ...envelope.data, line: namedLine(envelope.data.line, names) } };
  } else if (envelope.type === 'ItemSelected') {
    const name = names(KEY_OF_CATEGORY[envelope.data.category](envelope.data.itemId));
    // An extra field for this mapping only (spec.ts reads it); the event itself has none.
    const data = { ...envelope.data, name };
    if (name !== undefined) named = { ...envelope, data };
  }
  return { envelope: named, before: slices(c.before), after: slices(c.after) };
}
