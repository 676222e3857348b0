import { createRuntime } from './runtime';
import { allAreas } from '../app/areas/all';
import { learningApi } from '../app/tracking-names';
import { namesOfAnswer } from '../api/answer-names';
import { createNameStore } from './name-store';
import { lineNamesEpic, nameRequests } from './line-names-epic';
import { cartEpic } from '../domain/cart/epics';
import { uiEpic } from '../domain/ui/epics';
import { lineName } from '../domain/cart/names';
import { memoryStorage } from '../bus/deps';
import { testDeps } from '../../test/helpers/runtime-deps';
import { fakeApi, ok, httpError } from '../../test/helpers/fake-api';
import { dayTicketLine, guidedTourLine, merchandiseLine, ticketLine, voucherCodeLine, voucherLine, withoutId } from '../../test/helpers/lines';

describe('the basket names its lines in the page language (issue 28)', () => {
  it('asks each line kind’s catalogue entry once: the event list and the day’s tickets, the day tickets, the tour, the article, the voucher', () => {
    const day = dayTicketLine({ date: '2030-05-02' as never });
    const lines = [
      ticketLine({ id: 1001, eventId: 101, datetime: '2030-05-01 10:00:00' }),
      day,
      guidedTourLine({ tourId: 303, date: '2030-05-03' as never }),
      merchandiseLine({ id: 501 }),
      voucherLine({ id: 9102 }),
      voucherCodeLine(),
    ];
    const keys = ['event:101', 'ticket:1001', `dayTicket:${day.dayTickets[0]!.id}`, 'tour:303', 'article:501', 'voucher:9102'];
    expect(nameRequests(lines, keys)).toEqual([
      { endpoint: 'eventList', args: undefined },
      { endpoint: 'ticketCollect', args: { path: { event: 101, date: '2030-05-01' } } },
      { endpoint: 'dayTicketList', args: { query: { date: '2030-05-02' } } },
      { endpoint: 'tourSingle', args: { query: { tour: 303, date: '2030-05-03' } } },
      { endpoint: 'merchandiseSingle', args: { query: { article: 501 } } },
      { endpoint: 'voucherSingle', args: { path: { id: 9102 } } },
    ]);
    expect(nameRequests(lines, [])).toEqual([]);
  });

  it('lines added in German are named in English on the English page; a failed request leaves the name seen when adding', () => {
    const storage = memoryStorage();
    const tour = guidedTourLine({ tourId: 303, name: 'Gruppenführung: Licht und Linie' });
    const book = merchandiseLine({ id: 501, name: 'Ausstellungskatalog' });
    const german = createRuntime({ areas: allAreas, deps: testDeps({ storage }), epics: { cart: cartEpic } });
    german.dispatch({ type: 'AddCartLine', line: withoutId(tour) });
    german.dispatch({ type: 'AddCartLine', line: withoutId(book) });

    const store = createNameStore(storage);
    const fake = fakeApi({
      tourSingle: ok({ tour: { id: 303, name: 'Group tour: Light and Line' } } as never),
      merchandiseSingle: httpError(503),
    });
    const api = learningApi(fake.api, (name, answer) => store.learn('en', namesOfAnswer(name, answer)));
    const english = createRuntime({ areas: allAreas, deps: { ...testDeps({ storage }), api, names: { store, lang: 'en' } }, epics: { cart: cartEpic, ui: uiEpic, lineNames: lineNamesEpic } });
    const names = () => english.state$.value.cart.lines.map((l) => lineName(l, store.in('en')));
    // Not on the home page: nothing is asked where no line is named.
    english.dispatch({ type: 'VisitRoute', route: 'home', params: {} });
    expect(fake.calls).toEqual([]);
    english.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    expect(names()).toEqual(['Group tour: Light and Line', 'Ausstellungskatalog']);
    expect(fake.calls.map((c) => c.name).sort()).toEqual(['merchandiseSingle', 'tourSingle']);
    // Another change of the basket asks nothing again.
    english.dispatch({ type: 'AddCartLine', line: withoutId(voucherCodeLine()) });
    expect(fake.calls).toHaveLength(2);
  });
});
