import * as t from 'io-ts';
import { IsoDate, TourAnswer, type EventOf } from '../../messages';
import { TourDays, TourInfo, TourPriceOffer, TourQuestionOffer, TourScheduleOffer, TourTicketOffer } from '../../messages/catalogue';

/**
 * THE tour form (001 §3: "form with date, time, timeslotId, tickets, tours, ticketCount,
 * tourCount, totalPrice, answers"), the read model the design names.
 *
 * It folds the booking events and, from the tour events, the part of the catalogue its rules
 * need (`context`): the tour's flags, the chosen day's ticket types and schedule, the calendar
 * slots and the sold-out data. So every rule of 001 §5 is a pure function of this state, and
 * every rule's test is "given these events, this state" (form-read-model.test.ts).
 *
 * The state holds facts only: what was chosen and the catalogue it was chosen from. Totals,
 * the slot's places and the validation are derived from it (form-view.ts), so a log replays
 * under today's rules and nothing stale is stored in a snapshot. Counts are decided when they
 * are entered (the epic, form-view.ts); when something else changes later (fewer tours, fewer
 * places left) they are not silently rewritten: the validation says what is wrong and the
 * booking is refused until the visitor fixes it.
 */

const FormTicket = t.type({
  id: t.number,
  count: t.number,
  subtickets: t.array(t.type({ id: t.number, count: t.number })),
});
export type FormTicket = t.TypeOf<typeof FormTicket>;
const FormTour = t.type({ id: t.number, count: t.number });
export type FormTour = t.TypeOf<typeof FormTour>;

const FormContext = t.type({
  detail: t.union([TourInfo, t.null]),
  /** The tour's ticket types, replaced by the chosen day's when they are loaded. */
  ticketTypes: t.array(TourTicketOffer),
  /** The tour's price list (the day's, once loaded); a schedule entry's overrides it. */
  priceList: t.array(TourPriceOffer),
  schedule: t.union([t.type({ date: IsoDate, entries: t.record(t.string, TourScheduleOffer) }), t.null]),
  /** Calendar slots of every month loaded: date → time → slot. */
  slots: TourDays,
  soldOutDates: t.array(IsoDate),
  soldOutTimes: t.union([t.type({ date: IsoDate, times: t.record(t.string, t.boolean) }), t.null]),
  questions: t.array(TourQuestionOffer),
});
export type FormContext = t.TypeOf<typeof FormContext>;

export const TourFormState = t.type({
  tourId: t.union([t.number, t.null]),
  date: t.union([IsoDate, t.null]),
  time: t.union([t.string, t.null]),
  /** One entry per ticket type of the day, with its sub-tickets. */
  tickets: t.array(FormTicket),
  /** One entry per price-list entry that applies at the chosen time. */
  tours: t.array(FormTour),
  /** Keyed by question id: { qId, type, value } (001 §3). Free text is a reference, see private-answers.ts. */
  answers: t.record(t.string, TourAnswer),
  /** Add to basket was refused once: every message shows from now on. */
  attempted: t.boolean,
  /** The line the last booking became (the "added to your basket" note). */
  addedLineId: t.union([t.string, t.null]),
  context: FormContext,
});
export type TourFormState = t.TypeOf<typeof TourFormState>;

const emptyContext: FormContext = {
  detail: null,
  ticketTypes: [],
  priceList: [],
  schedule: null,
  slots: {},
  soldOutDates: [],
  soldOutTimes: null,
  questions: [],
};

export const initialTourForm: TourFormState = {
  tourId: null,
  date: null,
  time: null,
  tickets: [],
  tours: [],
  answers: {},
  attempted: false,
  addedLineId: null,
  context: emptyContext,
};

export const tourFormHandles = [
  'TourRequested',
  'TourLoaded',
  'TourDayLoaded',
  'TourCalendarLoaded',
  'TourSoldOutDatesLoaded',
  'TourSoldOutTimeslotsLoaded',
  'TourDateSelected',
  'TourTimeSelected',
  'TourTicketCountChanged',
  'TourPriceCountChanged',
  'TourQuestionAnswered',
  'TourAnswerToggled',
  'TourBookingRejected',
  'TourAddedToBasket',
  // The order done (or the basket emptied): a draft's free text goes with it (reduceTourForm).
  'CartCleared',
] as const;
export type TourFormEvent = EventOf<(typeof tourFormHandles)[number]>;

