import { ClockTime, type Command } from '../../messages';
import * as TicketsEvents from '../../messages/events/tickets';
import { clampCount } from '../../kernel/counts';
import { admitLine, admitLines } from '../cart/admit';
import { decided, NOTHING, refused, type Decision, type DecisionInputs } from '../decision';
import type { TicketFormState } from './ticket-form';
import { countTotal, dayRemaining, type DayTicketFormState } from './day-ticket-form';
import { capSubticket, hasSubtickets, heldDayPlaces, normalizeCount, pickTime } from './rules';
import { basketHeld, dayTicketPlacesLeft, ticketRows, timeOptions } from './selectors';
import { dayTicketLine, selectionProblems, ticketLines } from './lines';
import type { CartLine } from '../../messages';
import type { EventsState } from './read-model';

export interface TicketsSlice {
  readonly events: EventsState;
  /** What the basket holds: caps count it (001 §5). */
  readonly cart: { readonly lines: readonly CartLine[] };
  readonly ticketForm: TicketFormState;
  readonly dayTicketForm: DayTicketFormState;
}

export type TicketFormCommand = Extract<Command, { type: 'SelectTicketTime' | 'SetTicketCount' | 'SetSubticketCount' | 'AddTicketsToBasket' }>;
export type DayTicketCommand = Extract<Command, { type: 'SetDayTicketCount' | 'AddDayTicketsToBasket' }>;

/** A ticket's row on the form, its caps counting the basket and the form's other rows. */
const rowOf = (state: TicketsSlice, form: TicketFormState, ticketId: number) =>
  ticketRows(form, basketHeld(form, state.cart.lines)).find((r) => r.ticket.id === ticketId);

/**
 * The ticket form's decisions (001 §5): a time the chosen day offers, counts capped by the
 * places left (the basket's tickets of the same slot count), sub-tickets within their own
 * limits, and "Add to basket" as ticket lines or the problems that stop it.
 */
export function decideTicketForm(command: TicketFormCommand, state: TicketsSlice, inputs: DecisionInputs): Decision {
  const form = state.ticketForm;
  if (form.eventId !== command.eventId) return NOTHING;
  const { eventId } = command;
  switch (command.type) {
    case 'SelectTicketTime': {
      if (!ClockTime.is(command.time) || command.time === form.time) return NOTHING;
      if (!timeOptions(form).some((o) => o.time === command.time)) return NOTHING;
      return decided(TicketsEvents.TicketTimeSelected.create({ eventId, time: command.time }));
    }
    case 'SetTicketCount': {
      const row = rowOf(state, form, command.ticketId);
      const ticket = row?.ticket;
      if (!row || !ticket || hasSubtickets(ticket)) return NOTHING;
      // Lowering an overbooked count is always taken; raising stops at the places left.
      const asked = normalizeCount(command.count);
      const count = asked <= row.count ? asked : Math.max(row.count, Math.min(asked, row.cap));
      if (count === (form.counts[String(ticket.id)] ?? 0)) return NOTHING;
      return decided(TicketsEvents.TicketCountChanged.create({ eventId, ticketId: ticket.id, count: clampCount(count) }));
    }
    case 'SetSubticketCount': {
      const row = rowOf(state, form, command.ticketId);
      const ticket = row?.ticket;
      if (!row || !ticket) return NOTHING;
      const chosen = form.subCounts[String(ticket.id)] ?? {};
      const count = capSubticket(ticket, chosen, command.subticketId, normalizeCount(command.count), row.cap);
      if (!ticket.subtickets.some((s) => s.id === command.subticketId) || count === (chosen[String(command.subticketId)] ?? 0)) return NOTHING;
      return decided(TicketsEvents.SubticketCountChanged.create({ eventId, ticketId: ticket.id, subticketId: command.subticketId, count: clampCount(count) }));
    }
    case 'AddTicketsToBasket': {
      const problems = selectionProblems(form, basketHeld(form, state.cart.lines));
      if (problems.length > 0) return decided(TicketsEvents.TicketSelectionRejected.create({ eventId, problems }));
      const added = ticketLines(form).map((line) => ({ line, lineId: inputs.newId() }));
      const admitted = admitLines(state.cart.lines, added);
      if (!admitted.ok) return refused(admitted.refusal);
      return decided(...admitted.events, TicketsEvents.TicketsAddedToBasket.create({ eventId, lineIds: added.map((a) => a.lineId) }));
    }
  }
}

/**
 * The day-ticket form's decisions (001 §6): counts of tickets the chosen day offers, all of them
 * together within the day's places left after the basket's; "Add" as one day-ticket line, not
 * when the basket took the places meanwhile (the form then says "overbooking").
 */
export function decideDayTickets(command: DayTicketCommand, state: TicketsSlice, inputs: DecisionInputs): Decision {
  const form = state.dayTicketForm;
  if (command.type === 'SetDayTicketCount') {
    const offered = form.tickets?.status === 'loaded' && form.tickets.date === form.date && form.tickets.tickets.some((d) => d.id === command.ticketId);
    if (!offered) return NOTHING;
    const key = String(command.ticketId);
    const current = form.counts[key] ?? 0;
    const room = dayRemaining(form) - heldDayPlaces(state.cart.lines, form.date) - (countTotal(form.counts) - current);
    const count = Math.max(0, Math.min(normalizeCount(command.count), room));
    return count === current ? NOTHING : decided(TicketsEvents.DayTicketCountChanged.create({ ticketId: command.ticketId, count: clampCount(count) }));
  }
  const line = dayTicketLine(form);
  if (!line || dayTicketPlacesLeft(form, state.cart.lines) < 0) return NOTHING;
  const lineId = inputs.newId();
  const admitted = admitLine(state.cart.lines, line, lineId);
  if (!admitted.ok) return refused(admitted.refusal);
  return decided(admitted.event, TicketsEvents.DayTicketsAddedToBasket.create({ date: line.date, lineId }));
}

/**
 * 001 §4 with the basket counted: the day's timeslots are in and the fold picked a time (the one
 * chosen before, else the first with places). A time whose places the basket already holds all
 * of is skipped like a sold-out one: the same rule over the times still open to this visitor
 * (`previous`: the time before the date changed). A day with no such time keeps the fold's pick.
 */
export function decideVisitorTime(state: TicketsSlice, previous: string | null): Decision {
  const form = state.ticketForm;
  if (form.eventId === null || form.time === null) return NOTHING;
  const options = timeOptions(form, basketHeld(form, state.cart.lines)).map((o) => ({ time: o.time, available: o.placesLeft > 0 }));
  if (!options.some((o) => o.available)) return NOTHING;
  const time = pickTime(previous, options);
  return time === null || time === form.time || !ClockTime.is(time) ? NOTHING : decided(TicketsEvents.TicketTimeSelected.create({ eventId: form.eventId, time }));
}
