import { memoryStorage } from '../bus/deps';
import { createRuntime } from '../engine/runtime';
import { markTab } from '../event-log/tab';
import { rootFold } from '../app/areas/all';
import { cartTotals } from './cart/selectors';
import { fakeApi, ok } from '../../test/helpers/fake-api';
import { testDeps } from '../../test/helpers/runtime-deps';
import { fakeClock, sequentialRandom } from '../../test/helpers/fakes';
import { annualPass, article, eventEntry, eventTicket, slot, voucherCode, voucherProduct } from '../../test/helpers/catalogue';
import type { DataOf } from '../api/endpoints';
import type { Cents } from '../messages';
import { allAreas, allEpics } from '../app/areas/all';

/**
 * The basket survives a reload because it is replayed from the log: a second runtime on the
 * same storage (as after a reload) has the same basket, totals and shipping costs, without
 * calling the API again.
 */
describe('the basket survives a reload (replayed from the log)', () => {
  it('tickets, merchandise, a pass, a voucher and a voucher code come back unchanged', () => {
    const storage = memoryStorage();
    const api = fakeApi({
      eventList: ok({ events: [eventEntry({ id: 101, name: 'Light and Line' })] }),
      eventLifetime: ok({ first: '2029-11-01', last: '2030-05-30' } as DataOf<'eventLifetime'>),
      ticketCalendar: ok({ '2030-01-10': 40 }),
      ticketCollect: ok({ tickets: [eventTicket({ id: 1001, schedule: [slot('2030-01-10 10:00', 40)] })] }),
      merchandiseSingle: (p) => ok(p.query.article === 5201 ? annualPass({ id: 5201 }) : article({ id: 5001 })),
      voucherSingle: ok(voucherProduct({ id: 6003, variable_amount: 1 })),
      voucherCodeLookup: ok(voucherCode()),
      shippingCosts: ok(495 as Cents),
    });
    const clock = fakeClock(Date.UTC(2030, 0, 5, 8, 30));
    const deps = { ...testDeps({ storage, clock, random: sequentialRandom('a') }), api: api.api };
    const first = createRuntime({ areas: allAreas, deps, epics: allEpics });
    first.dispatch({ type: 'OpenEvent', eventId: 101 });
    first.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
    first.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 2 });
    first.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
    first.dispatch({ type: 'OpenProduct', articleId: 5001 });
    first.dispatch({ type: 'AddProductToBasket', articleId: 5001 });
    first.dispatch({ type: 'OpenProduct', articleId: 5201 });
    first.dispatch({ type: 'AddAnnualPassToBasket', articleId: 5201, owners: [{ name: 'Marlene Muster', address: '', send_to_custom_addr: false }] });
    first.dispatch({ type: 'OpenVoucher', voucherId: 6003 });
    first.dispatch({ type: 'SetVoucherAmount', voucherId: 6003, input: '40' });
    first.dispatch({ type: 'AddVoucherToBasket', voucherId: 6003 });
    first.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    first.dispatch({ type: 'RedeemVoucherCode', code: 'KAH-GUT-0050' });
    const before = first.state$.value;
    expect(before.cart.lines.map((l) => l.type)).toEqual(['ticket', 'merchandise', 'annualPass', 'voucher', 'voucherCode']);
    expect(before.cart.shippingCosts).toBe(495);
    first.stop();
    markTab(storage, first.tab, false);

    const calls = api.calls.length;
    const second = createRuntime({ areas: allAreas, deps: { ...deps, random: sequentialRandom('b') }, epics: allEpics });
    expect(second.state$.value.cart).toEqual(before.cart);
    expect(cartTotals(second.state$.value.cart)).toEqual(cartTotals(before.cart));
    expect(api.calls.length).toBe(calls);
  });
});

describe('a snapshot written before the shop read models existed', () => {
  it('restores: the missing read models start from their initial state, present ones must decode', () => {
    const old: Record<string, unknown> = { ...rootFold.initial };
    for (const name of ['events', 'ticketForm', 'dayTicketForm', 'merchandise', 'productForm', 'vouchers', 'voucherForm', 'voucherCode', 'shipping']) delete old[name];
    const decoded = rootFold.stateCodec.decode(old);
    expect(decoded._tag).toBe('Right');
    if (decoded._tag === 'Right') expect(decoded.right).toEqual(rootFold.initial);
    expect(rootFold.stateCodec.decode({ ...old, shipping: { country: 7 } })._tag).toBe('Left');
  });
});
