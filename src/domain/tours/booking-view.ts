import type { TourPriceOffer } from '../../messages/catalogue';
import type { CartLine, IsoDate, LineOf } from '../../messages';
import { addMonths, daysOfMonth, isoWeekday, maxDate, monthOf, type Month } from './dates';
import type { TourState } from './tour-read-model';
import type { TourFormState } from './form-state';
import { formPriceList, formTimes, tourFormView, type TourForm } from './form-view';
import { placesNeeded, rulesOf } from './rules';
import { timesOn, type TimeOption } from './times';

/** What the tour page shows (001 §4, §5): the month's calendar, the form's messages, the places the basket holds, and why a booking is refused. */

// ---- the single tour ---------------------------------------------------------------------------

export type CalendarDayState = 'available' | 'soldOut' | 'unavailable';

export interface CalendarDay {
  readonly date: IsoDate;
  readonly state: CalendarDayState;
  /** Places left over the day's open times. */
  readonly placesLeft: number;
  readonly selected: boolean;
  readonly today: boolean;
  /** 1 = Monday … 7 = Sunday. */
  readonly weekday: number;
}

/**
 * The month grid (001 §4: date pickers mark unavailable and sold-out days). A day outside the
 * bookable range or without a tour is unavailable; a day whose every time is full, or that the
 * sold-out dates list, is sold out.
 */
export function calendarDays(tour: TourState, selectedDate: IsoDate | null): CalendarDay[] {
  if (tour.month === null) return [];
  const first = tour.today === null ? null : tour.lifetime ? maxDate(tour.today, tour.lifetime.first) : tour.today;
  const last = tour.lifetime?.last ?? null;
  const loaded = tour.calendarStatus === 'loaded';
  return daysOfMonth(tour.month).map((date) => {
    const inRange = (first === null || date >= first) && (last === null || date <= last);
    const times = loaded && inRange ? timesOn(tour.calendar, date) : [];
    const placesLeft = times.reduce((n, t) => n + t.placesLeft, 0);
    let state: CalendarDayState = 'unavailable';
    if (times.length > 0) state = tour.soldOutDates.includes(date) || times.every((t) => t.soldOut) ? 'soldOut' : 'available';
    else if (inRange && loaded && tour.soldOutDates.includes(date)) state = 'soldOut';
    return { date, state, placesLeft: state === 'available' ? placesLeft : 0, selected: date === selectedDate, today: date === tour.today, weekday: isoWeekday(date) };
  });
}

/** Month navigation within the tour's lifetime (from today on). */
export function monthNavigation(tour: TourState): { previous: Month | null; next: Month | null } {
  if (tour.month === null || tour.today === null) return { previous: null, next: null };
  const firstMonth = monthOf(tour.lifetime ? maxDate(tour.today, tour.lifetime.first) : tour.today);
  const lastMonth = tour.lifetime ? monthOf(tour.lifetime.last) : null;
  const previous = addMonths(tour.month, -1);
  const next = addMonths(tour.month, 1);
  return { previous: previous >= firstMonth ? previous : null, next: lastMonth === null || next <= lastMonth ? next : null };
}

// ---- the form ----------------------------------------------------------------------------------

/**
 * The form's messages, as translation keys with parameters, in reading order. Count and place
 * problems show as soon as the visitor chose something; "choose something" and the mandatory
 * questions after a refused add to basket (or always, with `all`).
 */
export interface FormMessage {
  readonly id: string;
  readonly key:
    | 'validation.tourChooseDateTime'
    | 'errors.timeSoldOut'
    | 'validation.tourNothingChosen'
    | 'validation.tourTicketsRequired'
    | 'validation.tourToursRequired'
    | 'validation.tooFewTickets'
    | 'validation.tooManyTickets'
    | 'validation.minGroupSize'
    | 'validation.maxParticipants'
    | 'validation.overbooking'
    | 'validation.mandatoryFields'
    | 'validation.notANumber';
  readonly params?: Readonly<Record<string, number>>;
}

export function formMessages(form: TourFormState, all = form.attempted): FormMessage[] {
  const v = tourFormView(form).validation;
  const detail = form.context.detail;
  if (detail === null) return [];
  const out: FormMessage[] = [];
  const chose = !v.nothingChosen;
  if (v.noTime && (all || chose)) out.push({ id: 'time', key: 'validation.tourChooseDateTime' });
  if (v.timeSoldOut) out.push({ id: 'time', key: 'errors.timeSoldOut' });
  if (v.nothingChosen && all) out.push({ id: 'counts', key: 'validation.tourNothingChosen' });
  // "Fewer tickets than tours" already asks for tickets.
  if (v.ticketsRequired && v.balance !== 'tooFew') out.push({ id: 'tickets', key: 'validation.tourTicketsRequired' });
  if (v.toursRequired) out.push({ id: 'tours', key: 'validation.tourToursRequired' });
  if (v.balance === 'tooFew') out.push({ id: 'tickets', key: 'validation.tooFewTickets' });
  if (v.balance === 'tooMany') out.push({ id: 'tickets', key: 'validation.tooManyTickets' });
  if (v.minGroupSize) out.push({ id: 'tickets', key: 'validation.minGroupSize', params: { min: rulesOf(detail).minGroupSize } });
  if (v.maxParticipants) out.push({ id: 'tickets', key: 'validation.maxParticipants', params: { max: detail.max_participants } });
  if (v.overbooking && !v.timeSoldOut) out.push({ id: 'tickets', key: 'validation.overbooking' });
  if (v.mandatoryMissing.length > 0 && all) out.push({ id: 'questions', key: 'validation.mandatoryFields' });
  if (v.notANumber.length > 0) out.push({ id: 'questions', key: 'validation.notANumber' });
  return out;
}

// ---- places the basket already holds ----------------------------------------------------------

/** Persons and tours of a basket tour line (a sub-ticket entry counts its sub-tickets). */
function lineParticipants(line: LineOf<'guidedTour'>): { participants: number; tourCount: number } {
  const participants = line.tickets.reduce((n, e) => n + (e.subtickets.length > 0 ? e.subtickets.reduce((m, s) => m + s.count, 0) : e.count), 0);
  return { participants, tourCount: line.tours.reduce((n, e) => n + e.count, 0) };
}

/** Places the basket's lines take in the form's tour and date at `time` (the form's; 001 §5: caps count the basket). */
export function tourPlacesHeld(form: TourFormState, lines: readonly CartLine[], time: string | null = form.time): number {
  const detail = form.context.detail;
  if (detail === null || form.tourId === null || form.date === null || time === null) return 0;
  const rules = rulesOf(detail);
  return lines.reduce((n, line) => {
    if (line.type !== 'guidedTour' || line.tourId !== form.tourId || line.date !== form.date || line.time !== time) return n;
    const { participants, tourCount } = lineParticipants(line);
    return n + placesNeeded(rules, participants, tourCount);
  }, 0);
}

/** The time's places open to this visitor: the slot's places less what the basket holds. */
export const tourPlacesOpen = (form: TourFormState, lines: readonly CartLine[]): number => Math.max(0, tourFormView(form).placesLeft - tourPlacesHeld(form, lines));

/** The chosen date's times, each saying what is left to this visitor: the basket's places there are not offered again. */
export const visitorTimes = (form: TourFormState, lines: readonly CartLine[]): TimeOption[] =>
  formTimes(form).map((o) => (o.soldOut ? o : { ...o, placesLeft: Math.max(0, o.placesLeft - tourPlacesHeld(form, lines, o.time)) }));

/** The form fits the slot on its own but not beside the basket's lines for it ("overbooking blocked"). */
export function overbookedByBasket(state: TourFormState, lines: readonly CartLine[]): boolean {
  const form = tourFormView(state);
  const detail = form.context.detail;
  if (detail === null || form.validation.overbooking || form.time === null) return false;
  const held = tourPlacesHeld(form, lines);
  return held > 0 && placesNeeded(rulesOf(detail), form.participants, form.tourCount) > form.placesLeft - held;
}

/** The form's messages with the basket counted: overbooking also when the basket holds the places. */
export function formMessagesWithBasket(form: TourFormState, lines: readonly CartLine[], all = form.attempted): FormMessage[] {
  const out = formMessages(form, all);
  return overbookedByBasket(form, lines) ? [...out, { id: 'tickets', key: 'validation.overbooking' }] : out;
}

/** Why add to basket was refused, as the message keys (the TourBookingRejected payload). */
export function rejectionReasons(form: TourFormState, lines: readonly CartLine[] = []): string[] {
  return formMessagesWithBasket(form, lines, true).map((m) => m.key);
}

/** What the tour page's booking form shows, beyond the form's own totals and validation. */
export interface TourBookingView {
  readonly form: TourForm;
  /** The month's days for the calendar. */
  readonly days: CalendarDay[];
  readonly times: TimeOption[];
  readonly priceList: TourPriceOffer[];
  /** The messages to show now (all of them once a booking was refused). */
  readonly messages: FormMessage[];
  /** Add to basket would be refused: by the form's rules, or beside the basket's lines. */
  readonly refused: boolean;
  /** Tickets wait for tours: the price list has entries and none is chosen yet. */
  readonly needsTours: boolean;
  /** The chosen day is sold out: the next available date (null: none), offered. */
  readonly offer: { readonly date: IsoDate; readonly next: IsoDate | null } | null;
  /** The chosen, loaded day has no open time. */
  readonly noTimes: boolean;
}

export function tourBookingView(tour: TourState, facts: TourFormState, lines: readonly CartLine[]): TourBookingView {
  const form = tourFormView(facts);
  const times = visitorTimes(form, lines);
  const priceList = formPriceList(form);
  const offer = tour.offer !== null && (tour.offer.next === null || tour.offer.date === form.date) ? tour.offer : null;
  return {
    form,
    days: calendarDays(tour, form.date),
    times,
    priceList,
    messages: formMessagesWithBasket(form, lines),
    refused: !form.valid || overbookedByBasket(form, lines),
    needsTours: priceList.length > 0 && form.tourCount === 0 && form.context.ticketTypes.length > 0,
    offer,
    noTimes: form.date !== null && times.length === 0 && tour.calendarStatus === 'loaded',
  };
}
