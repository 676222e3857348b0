import type * as t from 'io-ts';
import type { Lang } from '../../messages/primitives';
import type { DayTicketList, EventList, EventTicket as EventTicketCodec, TicketCollect } from '../../api/codecs/tickets';
import type { Lifetime } from '../../api/codecs/tours';
import { defaultCalendarWindow, formatDateTime, formatDay, isAhead, parseTime, type DayNumber, type MuseumNow } from '../clock';
import type { Core } from '../core';
import type { Event, EventTicket, Pool } from '../catalogue/schema';
import { soldThroughSandbox } from '../inventory';
import { bookableSlotsOn, preBooked, slotEnd, slotsOn } from '../schedule';
import { pick } from '../text';

type Out<C extends t.Mixed> = t.OutputOf<C>;
type Timeslot = Out<typeof EventTicketCodec>['schedule'][number];

function minutes(time: string): number {
  return parseTime(time) ?? 0;
}

function eventEnd(event: Event, today: DayNumber): { day: DayNumber; minutes: number } | null {
  return event.end && { day: today + event.end.day, minutes: minutes(event.end.time) };
}

export function hasEnded(event: Event, now: MuseumNow): boolean {
  const end = eventEnd(event, now.today);
  return end !== null && !isAhead(now, end.day, end.minutes);
}

export function eventEntries(core: Core, lang: Lang): Out<typeof EventList> {
  const { today } = core.now();
  const groups = new Map(core.catalogue.events.groups.map((g) => [g.id, g]));
  const events = [...core.catalogue.events.events]
    .sort((a, b) => a.sequence_no - b.sequence_no)
    .map((e) => {
      const end = eventEnd(e, today);
      return {
        id: e.id,
        name: pick(e.name, lang),
        venue: pick(core.catalogue.venues[e.venue]?.name ?? e.venue, lang),
        custom_groups: e.custom_groups.flatMap((id) => {
          const g = groups.get(id);
          return g ? [{ id: g.id, name: pick(g.name, lang) }] : [];
        }),
        sequence_no: e.sequence_no,
        sorting_datetime: formatDateTime(today + e.start.day, minutes(e.start.time)),
        end: end && formatDateTime(end.day, end.minutes),
      };
    });
  return { events };
}

export function eventLifetime(core: Core, event: Event): Out<typeof Lifetime> {
  const { today } = core.now();
  const first = today + event.start.day;
  const end = eventEnd(event, today);
  // A permanent exhibition has no end: its calendar reaches as far as its furthest pool.
  const last = end?.day ?? Math.max(first, ...event.pools.map((p) => today + (p.schedule?.to ?? 0)));
  return { first: formatDay(first), last: formatDay(last) };
}

// ---- availability ---------------------------------------------------------------------

export function slotKey(event: Event, pool: Pool, day: DayNumber, time: string): string {
  return `event:${event.id}:${pool.id}:${formatDay(day)} ${time}`;
}

export function periodKey(event: Event, pool: Pool): string {
  return `event:${event.id}:${pool.id}:period`;
}

export function slotRemaining(core: Core, event: Event, pool: Pool, day: DayNumber, time: string): number {
  const schedule = pool.schedule;
  if (!schedule) return 0;
  const taken = preBooked(schedule, core.now().today, day, time, pool.capacity) + soldThroughSandbox(core.state, slotKey(event, pool, day, time));
  return Math.max(0, pool.capacity - taken);
}

export function periodRemaining(core: Core, event: Event, pool: Pool): number {
  const taken = (pool.preBookedCount ?? 0) + soldThroughSandbox(core.state, periodKey(event, pool));
  return Math.max(0, pool.capacity - taken);
}

/** Days a period ticket (mode 3) can be bought for: open days from today to the event's end. */
export function periodOpenOn(core: Core, event: Event, pool: Pool, day: DayNumber): boolean {
  const now = core.now();
  if (hasEnded(event, now) || day < now.today || day < now.today + event.start.day) return false;
  const end = eventEnd(event, now.today);
  if (end && day > end.day) return false;
  return pool.schedule ? slotsOn(pool.schedule, day, now.today).length > 0 : true;
}

function poolTimeslots(core: Core, event: Event, pool: Pool, days: readonly DayNumber[]): Timeslot[] {
  const now = core.now();
  if (pool.kind === 'period') {
    const day = days.find((d) => periodOpenOn(core, event, pool, d));
    if (day === undefined) return [];
    const opening = pool.schedule ? slotsOn(pool.schedule, day, now.today)[0]?.minutes ?? 0 : 0;
    const end = eventEnd(event, now.today);
    return [
      {
        datetime: formatDateTime(day, opening),
        datetime_end: end && formatDateTime(end.day, end.minutes),
        max_tickets: periodRemaining(core, event, pool),
      },
    ];
  }
  const schedule = pool.schedule;
  if (!schedule) return [];
  return days.flatMap((day) =>
    bookableSlotsOn(schedule, day, now).map((slot) => {
      const end = slotEnd(schedule, slot);
      return {
        datetime: formatDateTime(day, slot.minutes),
        datetime_end: end === null ? null : formatDateTime(day, end),
        max_tickets: slotRemaining(core, event, pool, day, slot.time),
      };
    }),
  );
}

function range(start: DayNumber, end: DayNumber): DayNumber[] {
  const out: DayNumber[] = [];
  for (let d = start; d <= end; d++) out.push(d);
  return out;
}

/**
 * Tickets of an event with their timeslots. With a date: that day's slots. Without: every
 * slot still ahead up to the end of next month (the ticket calendar's default window), which
 * is what the client needs to hide a ticket with no slot that has places.
 */
export function collectTickets(core: Core, event: Event, date: DayNumber | null, lang: Lang): Out<typeof TicketCollect> {
  const { today } = core.now();
  const days = date === null ? range(today, defaultCalendarWindow(today).end) : [date];
  const pools = new Map(event.pools.map((p) => [p.id, p]));
  const schedules = new Map<string, Timeslot[]>();
  const tickets = [...event.tickets]
    .sort((a, b) => a.sequence_no - b.sequence_no)
    .map((ticket) => {
      const pool = pools.get(ticket.pool);
      let schedule = schedules.get(ticket.pool);
      if (!schedule) {
        schedule = pool ? poolTimeslots(core, event, pool, days) : [];
        schedules.set(ticket.pool, schedule);
      }
      return ticketEntry(ticket, schedule, lang);
    });
  return { tickets };
}

function ticketEntry(ticket: EventTicket, schedule: Timeslot[], lang: Lang): Out<typeof EventTicketCodec> {
  return {
    id: ticket.id,
    name: pick(ticket.name, lang),
    mode: ticket.mode,
    price: ticket.price,
    vat_value: ticket.vat_value,
    family: ticket.family,
    subtickets: ticket.subtickets.map((s) => ({
      id: s.id,
      name: pick(s.name, lang),
      price: s.price,
      vat_value: s.vat_value,
      min_quantity: s.min_quantity,
      max_quantity: s.max_quantity,
    })),
    schedule,
    group_id: ticket.group_id,
    group_name: ticket.group_name === null ? null : pick(ticket.group_name, lang),
    print_separately: ticket.print_separately,
    unique_barcode: ticket.unique_barcode,
    scan_separately: ticket.scan_separately,
    book_with_cost: ticket.book_with_cost,
    book_with_cost_warn: ticket.book_with_cost_warn,
    sequence_no: ticket.sequence_no,
  };
}

/** date → places left over all of the event's contingents; days without a bookable slot are absent. */
export function ticketCalendar(core: Core, event: Event, start: DayNumber, end: DayNumber): Record<string, number> {
  const now = core.now();
  const out: Record<string, number> = {};
  for (let day = Math.max(start, now.today); day <= end; day++) {
    let any = false;
    let remaining = 0;
    for (const pool of event.pools) {
      if (pool.kind === 'period') {
        if (!periodOpenOn(core, event, pool, day)) continue;
        any = true;
        remaining += periodRemaining(core, event, pool);
      } else if (pool.schedule) {
        for (const slot of bookableSlotsOn(pool.schedule, day, now)) {
          any = true;
          remaining += slotRemaining(core, event, pool, day, slot.time);
        }
      }
    }
    if (any) out[formatDay(day)] = remaining;
  }
  return out;
}

// ---- day tickets ------------------------------------------------------------------------

export function dayKey(day: DayNumber): string {
  return `day:${formatDay(day)}`;
}

/** Open and not yet closed for the day: day tickets sell until closing time. */
export function dayOpen(core: Core, day: DayNumber): boolean {
  const now = core.now();
  const cfg = core.catalogue.events.dayTickets;
  if (slotsOn(cfg.schedule, day, now.today).length === 0) return false;
  return isAhead(now, day, minutes(cfg.closing));
}

export function dayRemaining(core: Core, day: DayNumber): number {
  const cfg = core.catalogue.events.dayTickets;
  const taken = preBooked(cfg.schedule, core.now().today, day, cfg.opening, cfg.capacity) + soldThroughSandbox(core.state, dayKey(day));
  return Math.max(0, cfg.capacity - taken);
}

export function dayTicketList(core: Core, date: DayNumber | null, lang: Lang): Out<typeof DayTicketList> {
  // Asked for a day the museum is closed: nothing is on sale that day.
  if (date !== null && !dayOpen(core, date)) return { tickets: [] };
  const tickets = [...core.catalogue.events.dayTickets.tickets]
    .sort((a, b) => a.sequence_no - b.sequence_no)
    .map((d) => ({ id: d.id, name: pick(d.name, lang), price: d.price, vat_value: d.vat_value, sequence_no: d.sequence_no }));
  return { tickets };
}

export function dayTicketCalendar(core: Core, start: DayNumber, end: DayNumber): Record<string, number> {
  const out: Record<string, number> = {};
  for (let day = Math.max(start, core.now().today); day <= end; day++) {
    if (dayOpen(core, day)) out[formatDay(day)] = dayRemaining(core, day);
  }
  return out;
}
