import { lift } from '../../event-log/upcasters';
import { toursArea } from './tours';

const meta = { seq: 4, at: 0, tab: 't' };

describe('tours area upcasters', () => {
  it('v1 count events (the text as typed) become v2 (the count): parsed, anything not a number 0', () => {
    const upcasters = toursArea.upcasters ?? {};
    expect(lift({ type: 'TourTicketCountChanged', v: 1, data: { tourId: 303, ticketId: 3031, subticketId: null, input: ' 4 ' }, meta }, 0, upcasters)).toEqual({
      type: 'TourTicketCountChanged',
      v: 3,
      data: { ticketId: 3031, count: 4 },
      meta,
    });
    expect(lift({ type: 'TourPriceCountChanged', v: 1, data: { tourId: 303, priceId: 3901, input: 'zwei' }, meta }, 0, upcasters)).toMatchObject({
      v: 3,
      data: { priceId: 3901, count: 0 },
    });
  });

  it('the form’s choices lose the tour id and the question’s kind (catalogue data, issue 28); a sub-ticket’s count keeps its sub-ticket', () => {
    const upcasters = toursArea.upcasters ?? {};
    const up = (type: string, v: number, data: unknown) => lift({ type, v, data, meta }, 0, upcasters);
    expect(up('TourTicketCountChanged', 2, { tourId: 303, ticketId: 3033, subticketId: 3034, count: 18 })).toEqual({ type: 'TourTicketCountChanged', v: 3, data: { ticketId: 3033, subticketId: 3034, count: 18 }, meta });
    expect(up('TourPriceCountChanged', 2, { tourId: 303, priceId: 3901, count: 1 })).toMatchObject({ v: 3, data: { priceId: 3901, count: 1 } });
    expect(up('TourQuestionAnswered', 1, { tourId: 303, qId: 701, type: 'radio', value: 7012 })).toEqual({ type: 'TourQuestionAnswered', v: 2, data: { qId: 701, value: 7012 }, meta });
    expect(up('TourAnswerToggled', 1, { tourId: 303, qId: 703, answerId: 7031 })).toEqual({ type: 'TourAnswerToggled', v: 2, data: { qId: 703, answerId: 7031 }, meta });
  });
});
