import * as t from 'io-ts';
import { defineEvent } from '../define';
import { Count } from '../primitives';
import { ClockTime, IsoDate } from '../primitives';
import { LoadFailure } from '../load-failure';
import { DayTicketOffer, EventCard, EventOffer, TicketOffer, RemainingByDate } from '../catalogue';
import { LocalDateTime } from '../primitives';

// Event modules export event definitions only: the registry spreads them.

const EventRef = { eventId: t.number };

// ---- event list -------------------------------------------------------------------------

export const EventListLoaded = defineEvent('EventListLoaded', 1, t.strict({ events: t.array(EventOffer) }));
export const EventListLoadFailed = defineEvent('EventListLoadFailed', 1, LoadFailure);

/** The cards of the listed events; an event whose lookup failed has none. */
export const EventCardsLoaded = defineEvent('EventCardsLoaded', 1, t.strict({ cards: t.array(EventCard) }));

// ---- one event: the ticket form (001 §3 Event and event ticket, §4 ticket flow) ----------

/**
 * The visitor opened an event. `today` and `now` are the museum's local date and time when it
 * happened (from the injected clock), so "ended" and "expired" are decided without a clock in
 * the read model.
 */
export const TicketEventOpened = defineEvent(
  'TicketEventOpened',
  1,
  t.strict({ ...EventRef, today: IsoDate, now: LocalDateTime }),
);
export const EventLifetimeLoaded = defineEvent(
  'EventLifetimeLoaded',
  1,
  t.strict({ ...EventRef, first: IsoDate, last: IsoDate }),
);
export const EventLifetimeLoadFailed = defineEvent(
  'EventLifetimeLoadFailed',
  1,
  t.intersection([t.strict(EventRef), LoadFailure]),
);
/** `ticket/calendar/…?deep=1` for start of this month … end of next month: date → remaining. */
export const TicketCalendarLoaded = defineEvent(
  'TicketCalendarLoaded',
  1,
  t.strict({ ...EventRef, start: IsoDate, end: IsoDate, remaining: RemainingByDate }),
);
export const TicketCalendarLoadFailed = defineEvent(
  'TicketCalendarLoadFailed',
  1,
  t.intersection([t.strict(EventRef), LoadFailure]),
);
export const TicketDateSelected = defineEvent('TicketDateSelected', 1, t.strict({ ...EventRef, date: IsoDate }));
/** `ticket/collect/event/{id}/date/{date}`: the event's tickets with that day's timeslots. */
export const TicketTimeslotsLoaded = defineEvent(
  'TicketTimeslotsLoaded',
  1,
  t.strict({ ...EventRef, date: IsoDate, tickets: t.array(TicketOffer) }),
);
export const TicketTimeslotsLoadFailed = defineEvent(
  'TicketTimeslotsLoadFailed',
  1,
  t.intersection([t.strict({ ...EventRef, date: IsoDate }), LoadFailure]),
);
export const TicketTimeSelected = defineEvent('TicketTimeSelected', 1, t.strict({ ...EventRef, time: ClockTime }));
/** Already capped by the slot's max_tickets (001 §5). */
export const TicketCountChanged = defineEvent(
  'TicketCountChanged',
  1,
  t.strict({ ...EventRef, ticketId: t.number, count: Count }),
);
/** A sub-ticket's chosen count, capped by its max_quantity and the slot's max_tickets. */
export const SubticketCountChanged = defineEvent(
  'SubticketCountChanged',
  1,
  t.strict({ ...EventRef, ticketId: t.number, subticketId: t.number, count: Count }),
);
export const TicketSelectionRejected = defineEvent(
  'TicketSelectionRejected',
  1,
  t.strict({
    ...EventRef,
    problems: t.array(
      t.strict({
        ticketId: t.union([t.number, t.null]),
        problem: t.keyof({ nothingChosen: null, familyQuantities: null, notBookable: null, overbooking: null }),
      }),
    ),
  }),
);
/** The chosen tickets became cart lines (the CartLineAdded events before this one). */
export const TicketsAddedToBasket = defineEvent(
  'TicketsAddedToBasket',
  1,
  t.strict({ ...EventRef, lineIds: t.array(t.string) }),
);

// ---- day tickets --------------------------------------------------------------------------

export const DayTicketsOpened = defineEvent('DayTicketsOpened', 1, t.strict({ today: IsoDate }));
export const DayTicketCalendarLoaded = defineEvent(
  'DayTicketCalendarLoaded',
  1,
  t.strict({ start: IsoDate, end: IsoDate, remaining: RemainingByDate }),
);
export const DayTicketCalendarLoadFailed = defineEvent('DayTicketCalendarLoadFailed', 1, LoadFailure);
export const DayTicketDateSelected = defineEvent('DayTicketDateSelected', 1, t.strict({ date: IsoDate }));
export const DayTicketsLoaded = defineEvent(
  'DayTicketsLoaded',
  1,
  t.strict({ date: IsoDate, tickets: t.array(DayTicketOffer) }),
);
export const DayTicketsLoadFailed = defineEvent(
  'DayTicketsLoadFailed',
  1,
  t.intersection([t.strict({ date: IsoDate }), LoadFailure]),
);
/** Already capped so that the day's counts together stay within its remaining places. */
export const DayTicketCountChanged = defineEvent(
  'DayTicketCountChanged',
  1,
  t.strict({ ticketId: t.number, count: Count }),
);
export const DayTicketsAddedToBasket = defineEvent(
  'DayTicketsAddedToBasket',
  1,
  t.strict({ date: IsoDate, lineId: t.string }),
);

// ---- ticket lines changed in the basket ---------------------------------------------------

/**
 * The basket's stepper asked for more places on a ticket or day-ticket line: the lookup of the
 * places left runs (the stepper is busy). `count`: the line's places after the change.
 */
export const TicketLineCheckStarted = defineEvent('TicketLineCheckStarted', 1, t.strict({ lineId: t.string, count: Count }));

/**
 * The places are not there (001 §5, the event page's caps): `left` is what the time or day has
 * now, `held` what the basket's other lines of the same places take of it. The line is unchanged.
 */
export const TicketLineCountRefused = defineEvent(
  'TicketLineCountRefused',
  1,
  t.strict({
    lineId: t.string,
    reason: t.keyof({ soldOut: null, fewerPlaces: null, notBookable: null }),
    left: Count,
    held: Count,
  }),
);

/** The lookup failed (network, server): nothing was decided, the line is unchanged. */
export const TicketLineCheckFailed = defineEvent(
  'TicketLineCheckFailed',
  1,
  t.strict({ lineId: t.string, code: t.string, notFound: t.boolean }),
);
