import type { TourDays, TourPriceOffer, TourScheduleOffer } from '../../messages/catalogue';
import { isOn } from '../../api/codecs/common';
import type { IsoDate } from '../../messages';
import { isIsoDate } from '../../kernel/museum-time';

/** A tour's dates and times (001 §3, §4): the times of a day, the one picked, the next date with places, the price list at a time. */

export interface TimeOption {
  readonly time: string;
  readonly placesLeft: number;
  readonly timeslotId: number;
  readonly soldOut: boolean;
}

/** The times of `date` in the calendar, earliest first, sold out by the calendar or the sold-out timeslots. */
export function timesOn(slots: TourDays, date: IsoDate | null, soldOutTimes: Readonly<Record<string, boolean>> = {}): TimeOption[] {
  const day = date === null ? undefined : slots[date];
  if (!day) return [];
  return Object.entries(day)
    .map(([time, slot]) => {
      const soldOut = isOn(slot.soldout) || slot.tickets <= 0 || soldOutTimes[time] === true;
      return { time, placesLeft: soldOut ? 0 : Math.max(0, Math.floor(slot.tickets)), timeslotId: slot.timeslotId, soldOut };
    })
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * 001 §4: auto-select the only time, else keep the previous time if the day has it, else the
 * first. A sold-out time is never picked; a day without an open time gives null.
 */
export function pickTime(times: readonly TimeOption[], previous: string | null): string | null {
  const open = times.filter((t) => !t.soldOut);
  if (open.length === 0) return null;
  if (open.length === 1) return (open[0] as TimeOption).time;
  if (previous !== null && open.some((t) => t.time === previous)) return previous;
  return (open[0] as TimeOption).time;
}

export function dateHasPlaces(slots: TourDays, date: IsoDate, soldOutDates: readonly string[] = []): boolean {
  return !soldOutDates.includes(date) && timesOn(slots, date).some((t) => !t.soldOut);
}

/** The first date after `after` (exclusive) up to `last` (inclusive) with places, in the loaded slots. */
export function nextDateWithPlaces(slots: TourDays, after: IsoDate, last: IsoDate | null, soldOutDates: readonly string[] = []): IsoDate | null {
  const candidates = Object.keys(slots)
    .filter((d): d is IsoDate => isIsoDate(d) && d > after && (last === null || d <= last))
    .sort();
  return candidates.find((d) => dateHasPlaces(slots, d, soldOutDates)) ?? null;
}

/** The price list that applies at `time`: the schedule entry's, when it has one (001 §3). */
export function effectivePriceList(base: readonly TourPriceOffer[], entry: TourScheduleOffer | undefined): TourPriceOffer[] {
  const list = entry?.priceList ? Object.values(entry.priceList) : base;
  return [...list].sort(bySequence);
}

export function bySequence<T extends { sequence_no: number; id: number }>(a: T, b: T): number {
  return a.sequence_no - b.sequence_no || a.id - b.id;
}
