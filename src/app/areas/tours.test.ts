import { lift } from '../../event-log/upcasters';
import { toursArea } from './tours';

const meta = { seq: 4, at: 0, tab: 't' };

describe('tours area upcasters', () => {
  it('v1 count events (the text as typed) become v2 (the count): parsed, anything not a number 0', () => {
    const upcasters = toursArea.upcasters ?? {};
    expect(lift({ type: 'TourTicketCountChanged', v: 1, data: { tourId: 303, ticketId: 3031, subticketId: null, input: ' 4 ' }, meta }, 0, upcasters)).toEqual({
      type: 'TourTicketCountChanged',
      v: 2,
      data: { tourId: 303, ticketId: 3031, subticketId: null, count: 4 },
      meta,
    });
    expect(lift({ type: 'TourPriceCountChanged', v: 1, data: { tourId: 303, priceId: 3901, input: 'zwei' }, meta }, 0, upcasters)).toMatchObject({
      v: 2,
      data: { tourId: 303, priceId: 3901, count: 0 },
    });
  });
});
