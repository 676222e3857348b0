import { entryName, lineName, type NameLookup } from '../domain/cart/names';
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

/** The commit with every basket line it holds named: the cart before and after, the added or changed line. */
export function withLineNames(c: TrackedCommit, names: NameLookup): TrackedCommit {
  const slices = (s: TrackedCommit['after']): TrackedCommit['after'] => ({ ...s, cart: { ...s.cart, lines: s.cart.lines.map((l) => namedLine(l, names)) } });
  const { envelope } = c;
  const data: unknown = envelope.data;
  const named =
    data && typeof data === 'object' && 'line' in data && (envelope.type === 'CartLineAdded' || envelope.type === 'CartLineChanged')
      ? { ...envelope, data: { ...data, line: namedLine((data as { line: CartLine }).line, names) } }
      : envelope;
  return { envelope: named, before: slices(c.before), after: slices(c.after) };
}
