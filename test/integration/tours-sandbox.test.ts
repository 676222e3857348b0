import { filter, firstValueFrom, timeout } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { createRuntime, type Runtime } from '../../src/engine/runtime';
import type { RootState } from '../../src/engine/root-state';
import { cartEpic } from '../../src/domain/cart/epics';
import { buildOrder } from '../../src/sandbox/order';
import { startTestServer, clockAt, TUESDAY_MORNING } from '../../src/sandbox/test-support';
import type { RunningServer } from '../../src/sandbox/serve';
import { testDeps } from '../helpers/runtime-deps';
import { fakeClock } from '../helpers/fakes';
import { GROUP_TOUR_303_BOOKING } from '../helpers/tours';
import { tourFormView } from '../../src/domain/tours/form-view';
import { tourEpic, tourFormEpic, tourListEpic } from '../../src/domain/tours/epics';
import { privateAnswers, resolveAnswers } from '../../src/domain/tours/private-answers';
import type { LineOf } from '../../src/messages';
import { allAreas } from '../../src/app/areas/all';

/**
 * The tour pages' domain against the real sandbox server (fixtures/catalogue/tours.json), over
 * HTTP with the real API client: what the form builds is what the server accepts and prices
 * the same, to the cent.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(clockAt(TUESDAY_MORNING));
});
afterAll(() => server.close());

function shop(): Runtime & { storage: ReturnType<typeof testDeps>['storage'] } {
  const api = createApiClient({ base: `${server.url}/api/`, getLang: () => 'en', getToken: () => null });
  const deps = { ...testDeps({ clock: fakeClock(TUESDAY_MORNING.getTime()) }), api };
  const runtime = createRuntime({ areas: allAreas, deps, epics: { cart: cartEpic, tourList: tourListEpic, tour: tourEpic, tourForm: tourFormEpic } });
  return Object.assign(runtime, { storage: deps.storage });
}

const until = (runtime: Runtime, predicate: (s: RootState) => boolean) =>
  firstValueFrom(runtime.state$.pipe(filter(predicate), timeout({ first: 10_000 })));

describe('guided tours against the sandbox', () => {
  it('the list: 8 tours, languages by lowercase key, the category without a tour removed, the next few days', async () => {
    const runtime = shop();
    runtime.dispatch({ type: 'OpenTourList' });
    const { tourList } = await until(runtime, (s) => s.tourList.listStatus === 'loaded' && s.tourList.categoriesStatus === 'loaded' && Object.keys(s.tourList.toursPerDate).length === 4);
    expect(tourList.list).toHaveLength(8);
    expect(Object.keys(tourList.selectedLanguages).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
    expect(tourList.categories.map((c) => c.id)).toEqual([31, 32, 33, 34]);
    expect(tourList.today).toBe('2030-04-16');
    expect(Object.keys(tourList.nextFewDays)).toEqual(['today', 'tomorrow', 'inTwoDays', 'inThreeDays']);
    runtime.stop();
  });

  it('a group tour booked on the next available date is accepted by the server at the same price', async () => {
    const runtime = shop();
    runtime.dispatch({ type: 'OpenTour', tourId: 303 });
    const opened = await until(runtime, (s) => s.tourForm.time !== null && s.tourForm.context.schedule?.date === s.tourForm.date);
    // Tuesday: the tour starts tomorrow; its first day's 10:00 is fully booked.
    expect([opened.tourForm.date, opened.tourForm.time]).toEqual(['2030-04-17', '12:00']);

    for (const command of GROUP_TOUR_303_BOOKING) runtime.dispatch(command);
    expect(tourFormView(runtime.state$.value.tourForm).validation).toMatchObject({ mandatoryMissing: [], balance: null, overbooking: false });
    runtime.dispatch({ type: 'AddTourToBasket' });

    const line = runtime.state$.value.cart.lines[0] as LineOf<'guidedTour'>;
    expect(line.totalPrice).toBe(9000 + 4 * 900 + 18 * 200);
    const answers = resolveAnswers(line.answers, privateAnswers(runtime.storage));
    expect(answers['704']?.value).toBe('Class 4b');
    const order = buildOrder(server.sandbox.core, [{ ...line, answers }], { lang: 'en', customer: null });
    expect(order.total).toBe(line.totalPrice);
    expect(order.lines).toEqual([expect.objectContaining({ type: 'guidedTour', amount: line.totalPrice })]);

    // Without its free-text answer (storage cleared by hand) the server refuses the booking.
    expect(() => buildOrder(server.sandbox.core, [{ ...line, answers: resolveAnswers(line.answers, privateAnswers(testDeps().storage)) }], { lang: 'en', customer: null })).toThrow();
    runtime.stop();
  });

  it('a single-ticketing family tour with sub-tickets prices the same as the server', async () => {
    const runtime = shop();
    runtime.dispatch({ type: 'OpenTour', tourId: 305 });
    await until(runtime, (s) => s.tourForm.time !== null && s.tourForm.context.schedule?.date === s.tourForm.date);
    runtime.dispatch({ type: 'ChangeTourPriceCount', priceId: 3906, input: 1 });
    runtime.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3051, subticketId: 3052, input: 2 });
    runtime.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3051, subticketId: 3053, input: 3 });
    runtime.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3054, input: 1 });
    runtime.dispatch({ type: 'AddTourToBasket' });
    const line = runtime.state$.value.cart.lines[0] as LineOf<'guidedTour'>;
    expect(line.tickets).toEqual([
      { id: 3051, count: 1, subtickets: [{ id: 3052, count: 2 }, { id: 3053, count: 3 }] },
      { id: 3054, count: 1, subtickets: [] },
    ]);
    expect(buildOrder(server.sandbox.core, [line], { lang: 'en', customer: null }).total).toBe(line.totalPrice);
    runtime.stop();
  });
});
