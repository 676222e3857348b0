import type { LineOf } from '../../messages';
import { clampCount, ONE } from '../../kernel/counts';
import type { TourFormState } from './form-state';
import { formPriceList, tourFormView } from './form-view';
import { hasSubtickets, pricedParts, ticketCountOf, tourVat } from './pricing';

export type NewGuidedTourLine = Omit<LineOf<'guidedTour'>, 'lineId'>;

/**
 * The basket line of a valid tour form (001 §3 "Guided tour" line): tourId, date, time,
 * timeslotId, answers, tickets (id, count, subtickets), tours (price entries id, count),
 * vat_value (a tax rate; `includedVat` where it alone misstates the VAT) and single_ticketing;
 * totalPrice in integer cents. One booking is one line:
 * totalCount 1 and price = totalPrice. Only chosen entries are listed. Free-text answers are
 * references (private-answers.ts). Null when the form cannot be booked.
 */
export function tourLineOf(state: TourFormState): NewGuidedTourLine | null {
  const form = tourFormView(state);
  const detail = form.context.detail;
  if (!form.valid || detail === null || form.tourId === null || form.date === null || form.time === null) return null;
  const types = form.context.ticketTypes;
  const priceList = formPriceList(form);
  const tickets = form.tickets.flatMap((entry) => {
    const type = types.find((t) => t.id === entry.id);
    const count = ticketCountOf(entry, type);
    if (count === 0) return [];
    const subtickets = hasSubtickets(type) ? entry.subtickets.filter((s) => s.count > 0).map((s) => ({ id: s.id, count: clampCount(s.count) })) : [];
    return [{ id: entry.id, count: clampCount(count), subtickets }];
  });
  const tours = form.tours.filter((e) => e.count > 0).map((e) => ({ id: e.id, count: clampCount(e.count) }));
  const vat = tourVat(pricedParts(form.tickets, types, form.tours, priceList));
  const line: NewGuidedTourLine = {
    type: 'guidedTour',
    id: form.tourId,
    price: form.totalPrice,
    totalPrice: form.totalPrice,
    totalCount: ONE,
    tourId: form.tourId,
    date: form.date,
    time: form.time,
    answers: form.answers,
    tickets,
    tours,
    vat_value: vat.rate,
    single_ticketing: detail.single_ticketing,
    ...(form.timeslotId !== null ? { timeslotId: form.timeslotId } : {}),
    ...(vat.included !== undefined ? { includedVat: vat.included } : {}),
  };
  return line;
}
