import type * as t from 'io-ts';
import type { Lang } from '../../messages/primitives';
import type { Lifetime, TourCategories, TourList, TourPrice, TourSingle } from '../../api/codecs/tours';
import { formatDay, type DayNumber } from '../clock';
import type { Core } from '../core';
import type { PriceEntry, Tour } from '../catalogue/schema';
import { soldThroughSandbox } from '../inventory';
import { bookableSlotsOn, lastScheduledDay, preBooked, type Slot } from '../schedule';
import { pick, pickOptional } from '../text';

type Out<C extends t.Mixed> = t.OutputOf<C>;

/**
 * Places: a slot runs `tours` parallel tours of `max_participants` each. A complete-tour booking
 * takes whole tours (a guide for a group); a single-ticket booking takes one place per person.
 */
export function slotCapacity(tour: Tour, slot: Slot): number {
  return slot.tours * tour.max_participants;
}

export function tourSlotKey(tour: Tour, day: DayNumber, time: string): string {
  return `tour:${tour.id}:${formatDay(day)} ${time}`;
}

export function placesLeft(core: Core, tour: Tour, slot: Slot): number {
  const capacity = slotCapacity(tour, slot);
  const taken = preBooked(tour.schedule, core.now().today, slot.day, slot.time, capacity) + soldThroughSandbox(core.state, tourSlotKey(tour, slot.day, slot.time));
  return Math.max(0, capacity - taken);
}

export function toursLeft(core: Core, tour: Tour, slot: Slot): number {
  return tour.book_complete_tour === 1 ? Math.floor(placesLeft(core, tour, slot) / tour.max_participants) : slot.tours;
}

/** Stable across restarts, unique per tour and start, a safe integer (tour × 1e9 + day × 1e4 + minute). */
export function timeslotId(tour: Tour, slot: Slot): number {
  return tour.id * 1_000_000_000 + slot.day * 10_000 + slot.minutes;
}

export function tourSlots(core: Core, tour: Tour, day: DayNumber): Slot[] {
  return bookableSlotsOn(tour.schedule, day, core.now());
}

export function findTourSlot(core: Core, tour: Tour, day: DayNumber, time: string): Slot | undefined {
  return tourSlots(core, tour, day).find((s) => s.time === time);
}

export function tourList(core: Core, lang: Lang): Out<typeof TourList> {
  const { tours, categories, languages } = core.catalogue.tours;
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return {
    tours: tours.map((tour) => ({
      id: tour.id,
      name: pick(tour.name, lang),
      museumId: core.catalogue.venues[tour.venue]?.museumId ?? 1,
      venue: pick(core.catalogue.venues[tour.venue]?.name ?? tour.venue, lang),
      langIdentifier: tour.lang,
      langName: pick(languages[tour.lang] ?? tour.lang, lang),
      custom_groups: tour.custom_groups.flatMap((id) => {
        const c = categoryById.get(id);
        return c ? [{ id: c.id, name: pick(c.name, lang) }] : [];
      }),
    })),
  };
}

export function tourCategories(core: Core, lang: Lang): Out<typeof TourCategories> {
  // Categories without a tour are sent too: the client drops them (spec 001 §3).
  return { category: core.catalogue.tours.categories.map((c) => ({ id: c.id, name: pick(c.name, lang) })) };
}

/** date → ids of the tours with places left that day, for `date` and the `lookahead` days after it. */
export function tourOverview(core: Core, date: DayNumber, lookahead: number): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (let day = date; day <= date + lookahead; day++) {
    out[formatDay(day)] = core.catalogue.tours.tours
      .filter((tour) => tourSlots(core, tour, day).some((slot) => placesLeft(core, tour, slot) > 0))
      .map((tour) => tour.id);
  }
  return out;
}

function priceMap(entries: readonly PriceEntry[], lang: Lang): Record<string, Out<typeof TourPrice>> {
  const out: Record<string, Out<typeof TourPrice>> = {};
  for (const p of entries) out[String(p.id)] = { id: p.id, name: pick(p.name, lang), price: p.price, vat_value: p.vat_value, sequence_no: p.sequence_no };
  return out;
}

/** First day from today with a start that still has places; the tour page opens on it. */
export function firstAvailableDay(core: Core, tour: Tour): DayNumber | null {
  const { today } = core.now();
  for (let day = today; day <= today + tour.schedule.to; day++) {
    if (tourSlots(core, tour, day).some((s) => placesLeft(core, tour, s) > 0)) return day;
  }
  return null;
}

export function tourSingle(core: Core, tour: Tour, date: DayNumber | null, lang: Lang): Out<typeof TourSingle> {
  const day = date ?? firstAvailableDay(core, tour);
  const schedule: Out<typeof TourSingle>['schedule'] = {};
  for (const slot of day === null ? [] : tourSlots(core, tour, day)) {
    schedule[slot.time] = slot.priceList
      ? { tours: toursLeft(core, tour, slot), priceList: priceMap(slot.priceList, lang) }
      : { tours: toursLeft(core, tour, slot) };
  }
  const tickets: Out<typeof TourSingle>['tickets'] = {};
  for (const tk of tour.tickets) {
    tickets[String(tk.id)] = {
      id: tk.id,
      name: pick(tk.name, lang),
      price: tk.price,
      vat_value: tk.vat_value,
      sequence_no: tk.sequence_no,
      ...(tk.subtickets ? { subtickets: tk.subtickets.map((s) => ({ id: s.id, name: pick(s.name, lang), price: s.price })) } : {}),
    };
  }
  const description = pickOptional(tour.description, lang);
  return {
    tour: {
      id: tour.id,
      name: pick(tour.name, lang),
      eventName: pick(tour.eventName, lang),
      max_participants: tour.max_participants,
      single_ticketing: tour.single_ticketing,
      book_complete_tour: tour.book_complete_tour,
      booking_without_tickets: tour.booking_without_tickets,
      ...(tour.min_group_size !== undefined ? { min_group_size: tour.min_group_size } : {}),
      ...(description !== undefined ? { description } : {}),
    },
    tickets,
    priceList: priceMap(tour.priceList, lang),
    schedule,
    questions: tour.questions.flatMap((id) => {
      const q = core.catalogue.index.questions.get(id);
      if (!q) return [];
      return [
        {
          id: q.id,
          type: q.type,
          label: pick(q.label, lang),
          mandatory: q.mandatory,
          ...(q.answers ? { answers: q.answers.map((a) => ({ id: a.id, label: pick(a.label, lang) })) } : {}),
        },
      ];
    }),
  };
}

export function tourSoldout(core: Core, tour: Tour, start: DayNumber, end: DayNumber): string[] {
  const out: string[] = [];
  for (let day = Math.max(start, core.now().today); day <= end; day++) {
    const slots = tourSlots(core, tour, day);
    if (slots.length > 0 && slots.every((s) => placesLeft(core, tour, s) === 0)) out.push(formatDay(day));
  }
  return out;
}

export function tourSoldoutTimeslots(core: Core, tour: Tour, day: DayNumber): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const slot of tourSlots(core, tour, day)) out[slot.time] = placesLeft(core, tour, slot) === 0;
  return out;
}

export function tourCalendar(core: Core, tour: Tour, start: DayNumber, end: DayNumber): Record<string, Record<string, { tickets: number; timeslotId: number; soldout: boolean }>> {
  const out: Record<string, Record<string, { tickets: number; timeslotId: number; soldout: boolean }>> = {};
  for (let day = Math.max(start, core.now().today); day <= end; day++) {
    const slots = tourSlots(core, tour, day);
    if (slots.length === 0) continue;
    const entry: Record<string, { tickets: number; timeslotId: number; soldout: boolean }> = {};
    for (const slot of slots) {
      const left = placesLeft(core, tour, slot);
      entry[slot.time] = { tickets: left, timeslotId: timeslotId(tour, slot), soldout: left === 0 };
    }
    out[formatDay(day)] = entry;
  }
  return out;
}

export function tourLifetime(core: Core, tour: Tour): Out<typeof Lifetime> {
  const { today } = core.now();
  let first: DayNumber | null = null;
  for (let day = today; day <= today + tour.schedule.to && first === null; day++) {
    if (tourSlots(core, tour, day).length > 0) first = day;
  }
  const last = lastScheduledDay(tour.schedule, today);
  return { first: formatDay(first ?? today), last: formatDay(Math.max(last ?? today, first ?? today)) };
}
