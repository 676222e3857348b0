import * as t from 'io-ts';
import { Cents, IsoDate } from '../../kernel/brands';
import { Category, CustomGroup, Flag, Flag01, Id, phpRecord, VatPercent } from './common';

/** date → ids of the tours that run that day. */
export const TourOverview = phpRecord(t.array(Id), 'TourOverview');
export type TourOverview = t.TypeOf<typeof TourOverview>;

export const TourListEntry = t.intersection(
  [
    t.type({
      id: Id,
      name: t.string,
      museumId: Id,
      venue: t.string,
      langIdentifier: t.string,
      langName: t.string,
    }),
    // Spec 001 §3: "custom_groups (id, name; empty list when absent)".
    t.partial({ custom_groups: t.array(CustomGroup) }),
  ],
  'TourListEntry',
);
export type TourListEntry = t.TypeOf<typeof TourListEntry>;

export const TourList = t.type({ tours: t.array(TourListEntry) }, 'TourList');
export type TourList = t.TypeOf<typeof TourList>;

export const TourCategories = t.type({ category: t.array(Category) }, 'TourCategories');
export type TourCategories = t.TypeOf<typeof TourCategories>;

export const TourDetail = t.intersection(
  [
    t.type({
      id: Id,
      name: t.string,
      eventName: t.string,
      max_participants: t.number,
      single_ticketing: Flag01,
      book_complete_tour: Flag01,
      booking_without_tickets: Flag01,
    }),
    t.partial({ min_group_size: t.number, description: t.string }),
  ],
  'TourDetail',
);
export type TourDetail = t.TypeOf<typeof TourDetail>;

export const TourPrice = t.type(
  { id: Id, name: t.string, price: Cents, vat_value: VatPercent, sequence_no: t.number },
  'TourPrice',
);
export type TourPrice = t.TypeOf<typeof TourPrice>;

export const TourSubticket = t.type({ id: Id, name: t.string, price: Cents }, 'TourSubticket');

export const TourTicket = t.intersection(
  [
    t.type({ id: Id, name: t.string, price: Cents, vat_value: VatPercent, sequence_no: t.number }),
    t.partial({ subtickets: t.array(TourSubticket) }),
  ],
  'TourTicket',
);
export type TourTicket = t.TypeOf<typeof TourTicket>;

/** A schedule entry's priceList, when present, overrides the tour's (spec 001 §3). */
export const TourScheduleEntry = t.intersection(
  [t.type({ tours: t.number }), t.partial({ priceList: phpRecord(TourPrice, 'PriceList') })],
  'TourScheduleEntry',
);
export type TourScheduleEntry = t.TypeOf<typeof TourScheduleEntry>;

export const QuestionType = t.keyof(
  { radio: null, select: null, checkbox: null, text: null, textarea: null, number: null },
  'QuestionType',
);
export type QuestionType = t.TypeOf<typeof QuestionType>;

export const TourQuestion = t.intersection(
  [
    t.type({ id: Id, type: QuestionType, label: t.string, mandatory: Flag }),
    t.partial({ answers: t.array(t.type({ id: Id, label: t.string }, 'TourAnswer')) }),
  ],
  'TourQuestion',
);
export type TourQuestion = t.TypeOf<typeof TourQuestion>;

export const TourSingle = t.intersection(
  [
    t.type({
      tour: TourDetail,
      tickets: phpRecord(TourTicket, 'TourTickets'),
      priceList: phpRecord(TourPrice, 'PriceList'),
      schedule: phpRecord(TourScheduleEntry, 'TourSchedule'),
    }),
    // Spec 001 §7 lists tour, tickets, priceList and schedule; questions only when the tour has any.
    t.partial({ questions: t.array(TourQuestion) }),
  ],
  'TourSingle',
);
export type TourSingle = t.TypeOf<typeof TourSingle>;

export const TourSoldout = t.array(IsoDate, 'TourSoldoutDates');
export type TourSoldout = t.TypeOf<typeof TourSoldout>;

/** "HH:mm" → sold out. */
export const TourSoldoutTimeslots = phpRecord(Flag, 'TourSoldoutTimeslots');
export type TourSoldoutTimeslots = t.TypeOf<typeof TourSoldoutTimeslots>;

export const TourSlot = t.type({ tickets: t.number, timeslotId: Id, soldout: Flag }, 'TourSlot');
export type TourSlot = t.TypeOf<typeof TourSlot>;

/** date → "HH:mm" → slot. */
export const TourCalendar = phpRecord(phpRecord(TourSlot, 'TourDay'), 'TourCalendar');
export type TourCalendar = t.TypeOf<typeof TourCalendar>;

// Tours and events share it: it lives in common.ts, so a tickets call does not load this module.
export { Lifetime } from './common';
