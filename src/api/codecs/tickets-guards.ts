import { isLocalDateTime } from '../../kernel/date-checks';
import type { ShellGuard } from './shell-guards';
import { asDecoded, Cents, IdName, isNumber, isObject, isString, listOf, oneOf, orNull, shape, type Check } from './plain-checks';
import type { EventList, RemainingByDate, TicketCollect } from './tickets';

/**
 * The answers the event list's first screen needs (the list, and each card's calendar and
 * tickets), checked without their codecs as the shell's are (shell-guards.ts): a first visit to
 * the tickets page draws its cards without the tickets area's codecs, which load only for an
 * answer a check refuses and put what is wrong in words. Built of plain-checks.ts;
 * `shell-guards.test.ts` holds each guard to its codec (tickets.ts) over any JSON.
 */

const LocalDateTime: Check = (u) => typeof u === 'string' && isLocalDateTime(u);
const Flag = oneOf(0, 1, true, false);

const EventEntry = shape(
  { id: isNumber, name: isString, venue: isString, sequence_no: isNumber, sorting_datetime: LocalDateTime, end: orNull(LocalDateTime) },
  { custom_groups: listOf(IdName) },
);

const Subticket = shape({ id: isNumber, name: isString, price: Cents, vat_value: isNumber, min_quantity: isNumber, max_quantity: isNumber });
const Timeslot = shape({ datetime: LocalDateTime, datetime_end: orNull(LocalDateTime), max_tickets: isNumber });
const EventTicket = shape({
  id: isNumber,
  name: isString,
  mode: oneOf(1, 3, 5),
  price: Cents,
  vat_value: isNumber,
  family: oneOf(0, 1),
  subtickets: listOf(Subticket),
  schedule: listOf(Timeslot),
  group_id: orNull(isNumber),
  group_name: orNull(isString),
  print_separately: Flag,
  unique_barcode: Flag,
  scan_separately: Flag,
  book_with_cost: Flag,
  book_with_cost_warn: (u) => u === null || Flag(u) || isString(u),
  sequence_no: isNumber,
});

export const EventListGuard: ShellGuard<EventList> = { is: shape({ events: listOf(EventEntry) }), settle: asDecoded };

/** A map of numbers, or `[]` as the server writes an empty one (primitives.ts `phpRecord`), which it decodes to {}. */
export const RemainingByDateGuard: ShellGuard<RemainingByDate> = {
  is: (u) => (Array.isArray(u) ? u.length === 0 : isObject(u) && Object.values(u).every(isNumber)),
  settle: (u) => asDecoded(Array.isArray(u) ? {} : u),
};

export const TicketCollectGuard: ShellGuard<TicketCollect> = { is: shape({ tickets: listOf(EventTicket) }), settle: asDecoded };
