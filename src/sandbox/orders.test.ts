import { formatDay, museumNow, parseDay } from './clock';
import type { RunningServer } from './serve';
import { ANNA, api, buy, clockAt, decide, EXEC_QUERY, initPayment, JAMES, login, startTestServer, TUESDAY_MORNING, ymd, type Api } from './test-support';

const clock = clockAt(TUESDAY_MORNING);
const TODAY = formatDay(museumNow(TUESDAY_MORNING).today);
const IN_30_DAYS = formatDay((parseDay(TODAY) ?? 0) + 30);

describe('orders', () => {
  let server: RunningServer;
  let call: Api;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(clock);
    call = api(server);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.sandbox.reset();
    clock.set(TUESDAY_MORNING);
    token = await login(call, ANNA);
  });

  /** A date with places and the first slot on it that has some, found through the API like the shop does. */
  async function freeSlot(eventId: number, atLeast = 1): Promise<{ date: string; datetime: string; left: number }> {
    const cal = (await call(`ticket/calendar/event/${eventId}/range/${ymd(TODAY)};${ymd(IN_30_DAYS)}`)).json.data as Record<string, number>;
    for (const date of Object.keys(cal).filter((d) => (cal[d] ?? 0) >= atLeast)) {
      const tickets = (await call(`ticket/collect/event/${eventId}/date/${date}`)).json.data.tickets as Array<{ schedule: Array<{ datetime: string; max_tickets: number }> }>;
      const slot = tickets[0]?.schedule.find((s) => s.max_tickets >= atLeast);
      if (slot) return { date, datetime: slot.datetime, left: slot.max_tickets };
    }
    throw new Error('no free slot');
  }

  async function slotLeft(eventId: number, date: string, datetime: string): Promise<number> {
    const tickets = (await call(`ticket/collect/event/${eventId}/date/${date}`)).json.data.tickets as Array<{ schedule: Array<{ datetime: string; max_tickets: number }> }>;
    return tickets[0]?.schedule.find((s) => s.datetime === datetime)?.max_tickets ?? -1;
  }

  describe('availability drops only when an order is paid', () => {
    it('timed tickets: slot, day calendar and family sub-tickets', async () => {
      const { date, datetime, left } = await freeSlot(101, 6);
      const calBefore = (await call(`ticket/calendar/event/101/range/${ymd(date)};${ymd(date)}`)).json.data[date];
      const items = [
        { type: 'ticket', id: 1001, datetime, totalCount: 2 },
        { type: 'ticket', id: 1003, datetime, subtickets: [{ id: 1011, count: 2 }, { id: 1012, count: 1 }, { id: 1013, count: 1 }] },
      ];
      const init = await initPayment(server, call, items, { token });
      expect(init.status).toBe(200);
      // Initiated is not sold: another visitor still sees the places.
      expect(await slotLeft(101, date, datetime)).toBe(left);
      await decide(server, init.json.data.url, 'approve');
      expect(await slotLeft(101, date, datetime)).toBe(left);
      const exec = await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId: init.json.data.cartId } });
      expect(exec.status).toBe(200);
      expect(exec.json.data).toEqual({ booking_id: expect.any(Number), has_tickets: true });
      // 2 adults + a family of 2 adults, 1 child and the booklet = 6 places.
      expect(await slotLeft(101, date, datetime)).toBe(left - 6);
      expect((await call(`ticket/calendar/event/101/range/${ymd(date)};${ymd(date)}`)).json.data[date]).toBe(calBefore - 6);
    });

    it('refuses more tickets than a slot has left, and a family without its fixed component', async () => {
      const { datetime, left } = await freeSlot(101);
      const over = await initPayment(server, call, [{ type: 'ticket', id: 1001, datetime, totalCount: left + 1 }], { token });
      expect([over.status, over.json.error]).toEqual([422, 'SOLD_OUT']);
      const family = await initPayment(server, call, [{ type: 'ticket', id: 1003, datetime, subtickets: [{ id: 1011, count: 1 }, { id: 1012, count: 1 }] }], { token });
      expect([family.status, family.json.error]).toEqual([422, 'SUBTICKET_QUANTITY']);
      const hidden = await initPayment(server, call, [{ type: 'ticket', id: 1005, datetime: datetime.replace(/\d\d:\d\d:\d\d$/, '18:30:00'), totalCount: 1 }], { token });
      expect(hidden.status).toBe(422);
      const ended = await initPayment(server, call, [{ type: 'ticket', id: 4001, datetime, totalCount: 1 }], { token });
      expect(ended.json.error).toBe('EVENT_ENDED');
    });

    it('a period ticket (mode 3) draws on the contingent until the event ends', async () => {
      const before = (await call('ticket/collect/event/103')).json.data.tickets[0].schedule[0];
      expect(before.datetime_end).toMatch(/ 18:00:00$/);
      expect((await buy(server, call, [{ type: 'ticket', id: 3001, datetime: before.datetime, totalCount: 3 }], token)).status).toBe(200);
      expect((await call('ticket/collect/event/103')).json.data.tickets[0].schedule[0].max_tickets).toBe(before.max_tickets - 3);
    });

    it('guided tours: places per start, whole tours for complete-tour bookings, mandatory answers', async () => {
      const cal = (await call(`tour/calendar/tour/303/range/${ymd(TODAY)};${ymd(IN_30_DAYS)}`)).json.data as Record<string, Record<string, { tickets: number }>>;
      const [date, slots] = Object.entries(cal).find(([, s]) => Object.values(s).some((x) => x.tickets >= 75)) ?? ['', {}];
      const time = Object.keys(slots).find((t) => (slots[t]?.tickets ?? 0) >= 75) ?? '';
      const single = (await call('tour/single', { query: { tour: 303, date } })).json.data;
      expect(single.schedule[time].tours).toBe(3);
      const answers = { 701: { qId: 701, type: 'radio', value: 7012 }, 704: { qId: 704, type: 'text', value: 'Klasse 4b' }, 706: { qId: 706, type: 'number', value: 2 } };
      const line = { type: 'guidedTour', id: 303, tourId: 303, date, time, answers, tickets: [{ id: 3033, count: 1, subtickets: [{ id: 3034, count: 22 }, { id: 3035, count: 2 }] }], tours: [{ id: 3901, count: 1 }] };

      const unanswered = await initPayment(server, call, [{ ...line, answers: { 701: answers[701] } }], { token });
      expect([unanswered.status, unanswered.json.error]).toEqual([422, 'MANDATORY_ANSWERS_MISSING']);
      const tooSmall = await initPayment(server, call, [{ ...line, tickets: [{ id: 3031, count: 4, subtickets: [] }] }], { token });
      expect(tooSmall.json.error).toBe('MIN_GROUP_SIZE');

      // Every type up to max participants × tours booked (001 §5): 2 tours of 25 take 50, not 51.
      const twoGroups = { ...line, tickets: [{ id: 3031, count: 50, subtickets: [] }], tours: [{ id: 3901, count: 2 }] };
      expect((await initPayment(server, call, [twoGroups], { token })).status).toBe(200);
      const tooMany = await initPayment(server, call, [{ ...twoGroups, tickets: [{ id: 3031, count: 51, subtickets: [] }] }], { token });
      expect([tooMany.status, tooMany.json.error]).toEqual([422, 'TOO_MANY_PARTICIPANTS']);

      const paid = await buy(server, call, [line], token);
      expect(paid.status).toBe(200);
      const after = (await call(`tour/calendar/tour/303/range/${ymd(date)};${ymd(date)}`)).json.data[date][time];
      expect(after.tickets).toBe((slots[time]?.tickets ?? 0) - 25);
      expect((await call('tour/single', { query: { tour: 303, date } })).json.data.schedule[time].tours).toBe(2);
    });

    it('a sold-out tour start cannot be booked', async () => {
      const cal = (await call(`tour/calendar/tour/301/range/${ymd(TODAY)};${ymd(IN_30_DAYS)}`)).json.data as Record<string, Record<string, { soldout: boolean }>>;
      const [date, slots] = Object.entries(cal).find(([, s]) => Object.values(s).some((x) => x.soldout)) ?? ['', {}];
      const time = Object.keys(slots).find((t) => slots[t]?.soldout) ?? '';
      const res = await initPayment(server, call, [{ type: 'guidedTour', tourId: 301, id: 301, date, time, answers: {}, tickets: [{ id: 3011, count: 1, subtickets: [] }], tours: [] }], { token });
      expect([res.status, res.json.error]).toEqual([422, 'SOLD_OUT']);
    });

    it('day tickets share the day contingent', async () => {
      const days = (await call(`ticket/daytickets/calendar/range/${ymd(TODAY)};${ymd(IN_30_DAYS)}`)).json.data as Record<string, number>;
      const date = Object.keys(days).find((d) => (days[d] ?? 0) > 10) ?? '';
      const closed = Object.keys(days).length > 0 ? formatDay((parseDay(TODAY) ?? 0) + ((8 - new Date(`${TODAY}T12:00:00Z`).getUTCDay()) % 7 || 7)) : '';
      expect((await call('ticket/daytickets', { query: { date: closed } })).json.data.tickets).toEqual([]);
      const res = await buy(server, call, [{ type: 'dayTicket', date, dayTickets: [{ id: 9001, count: 2 }, { id: 9003, count: 3 }] }], token);
      expect(res.json.data.has_tickets).toBe(true);
      expect((await call(`ticket/daytickets/calendar/range/${ymd(date)};${ymd(date)}`)).json.data[date]).toBe((days[date] ?? 0) - 5);
    });

    it('merchandise stock, including running out', async () => {
      const before = (await call('merchandise/single', { query: { article: 5102 } })).json.data.stock;
      expect(before).toBe(3);
      const res = await buy(server, call, [{ type: 'merchandise', id: 5102, count: 2 }], token);
      expect(res.json.data.has_tickets).toBe(false);
      expect((await call('merchandise/single', { query: { article: 5102 } })).json.data.stock).toBe(1);
      const tooMany = await initPayment(server, call, [{ type: 'merchandise', id: 5102, count: 2 }], { token });
      expect([tooMany.status, tooMany.json.error]).toEqual([422, 'OUT_OF_STOCK']);
      for (const soldOut of [5002, 5005]) {
        expect((await initPayment(server, call, [{ type: 'merchandise', id: soldOut, count: 1 }], { token })).json.error).toBe('OUT_OF_STOCK');
      }
    });

    it('annual passes need an owner per card', async () => {
      const missing = await initPayment(server, call, [{ type: 'annualPass', id: 5201, count: 2, owners: [{ name: 'Anna Becker' }] }], { token });
      expect(missing.json.error).toBe('PASS_OWNERS_MISSING');
      const ok = await buy(server, call, [{ type: 'annualPass', id: 5201, count: 2, owners: [{ name: 'Anna Becker' }, { name: 'Jonas Becker' }] }], token);
      expect(ok.status).toBe(200);
    });
  });

  describe('shipping costs', () => {
    const books = [{ type: 'merchandise', id: 5006, count: 1 }];

    it('are charged per country, with free shipping above a threshold in Germany', async () => {
      expect((await call('shipping-costs', { body: { cart: books, country: 'DE' } })).json).toEqual({ data: 495 });
      expect((await call('shipping-costs', { body: { cart: books, country: 'CH' } })).json).toEqual({ data: 1490 });
      expect((await call('shipping-costs', { body: { cart: [{ type: 'merchandise', id: 5001, count: 2 }], country: 'DE' } })).json).toEqual({ data: 0 });
    });

    it('fail with a code for a country without costs', async () => {
      const res = await call('shipping-costs', { body: { cart: books, country: 'US' } });
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ code: 'NO_SHIPPING_COSTS_FOR_COUNTRY' });
      expect((await call('shipping-costs', { body: { cart: books, country: 'XX' } })).json.code).toBe('UNKNOWN_COUNTRY');
    });

    it('are zero without goods to post, and use the address of a logged-in customer', async () => {
      expect((await call('shipping-costs', { body: { cart: [{ type: 'ticket', id: 1001, datetime: `${TODAY} 10:00` }, { type: 'dayticket', id: 9001, count: 2 }], country: 'US' } })).json).toEqual({ data: 0 });
      const james = await login(call, JAMES);
      // James is billed in London but ships to Amsterdam.
      expect((await call('shipping-costs', { token: james, body: { cart: books, country: 'US' } })).json).toEqual({ data: 990 });
    });

    it('are added to the order total', async () => {
      const init = await initPayment(server, call, books, { token });
      const page = await (await fetch(`${server.url}${init.json.data.url}`)).text();
      expect(page).toContain('38,95');
    });
  });

  describe('voucher codes', () => {
    it('are looked up case-insensitively; the client judges validity', async () => {
      const res = await call('voucher/code', { query: { voucher: '  kah-gross-500 ' } });
      expect(res.json.data).toMatchObject({ barcode: 'KAH-GROSS-500', amount: 50000, used_amount: 0 });
      for (const code of ['KAH-BALD-0025', 'KAH-ALT-0025', 'KAH-LEER-0050']) expect((await call('voucher/code', { query: { voucher: code } })).status).toBe(200);
      expect((await call('voucher/code', { query: { voucher: 'KAH-NOPE' } })).json).toEqual({ error: 'VOUCHER_NOT_FOUND' });
    });

    it('pay for an order in turn and keep what they did not use', async () => {
      // 2 × 39,00 € catalogue = 78,00 € (free shipping): 37,50 € left on the first code, the rest from the second.
      const items = [{ type: 'merchandise', id: 5001, count: 2 }, { type: 'voucherCode', barcode: 'KAH-GUT-0050' }, { type: 'voucherCode', barcode: 'kah-gross-500' }];
      expect((await buy(server, call, items, token)).status).toBe(200);
      expect((await call('voucher/code', { query: { voucher: 'KAH-GUT-0050' } })).json.data.used_amount).toBe(5000);
      expect((await call('voucher/code', { query: { voucher: 'KAH-GROSS-500' } })).json.data.used_amount).toBe(7800 - 3750);
    });

    it('covering the whole order: init approves at once and sends the visitor straight back, no provider page', async () => {
      const init = await initPayment(server, call, [{ type: 'merchandise', id: 5001, count: 1 }, { type: 'voucherCode', barcode: 'KAH-GROSS-500' }], { token });
      expect(init.status).toBe(200);
      const url = new URL(init.json.data.url);
      expect(url.pathname).toMatch(/\/checkout\/accepted$/);
      expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'accepted', cartId: String(init.json.data.cartId) });
      const exec = await call('payment/exec', { body: { cartId: init.json.data.cartId }, query: EXEC_QUERY, token });
      expect(exec.status).toBe(200);
    });

    it('that are not valid now stop the order with the client’s own codes', async () => {
      const book = { type: 'merchandise', id: 5006, count: 1 };
      for (const [code, error] of [['KAH-BALD-0025', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'], ['KAH-ALT-0025', 'VOUCHER_NOW_IS_AFTER_VALID_TO'], ['KAH-LEER-0050', 'VOUCHER_NO_AMOUNT_LEFT'], ['KAH-NOPE', 'VOUCHER_NOT_FOUND']]) {
        expect((await initPayment(server, call, [book, { type: 'voucherCode', barcode: code }], { token })).json.error).toBe(error);
      }
    });

    it('bought as a product become new codes worth the chosen amount', async () => {
      const tooMuch = await initPayment(server, call, [{ type: 'voucher', id: 6003, count: 1, price: 60000 }], { token });
      expect(tooMuch.json.error).toBe('INVALID_VOUCHER_AMOUNT');
      expect((await buy(server, call, [{ type: 'voucher', id: 6003, count: 1, price: 4200 }], token)).status).toBe(200);
      const outbox = (await fetch(`${server.url}/api/__sandbox/outbox`).then((r) => r.json())).data as Array<{ codes?: string[] }>;
      const code = outbox.flatMap((m) => m.codes ?? [])[0] ?? '';
      expect((await call('voucher/code', { query: { voucher: code } })).json.data).toMatchObject({ amount: 4200, used_amount: 0 });
    });
  });

  describe('the payment lifecycle', () => {
    const book = [{ type: 'merchandise', id: 5003, count: 1 }];

    it('executes once: a second exec of the same cart is gone', async () => {
      const init = await initPayment(server, call, book, { token });
      const { cartId } = init.json.data;
      const early = await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId } });
      expect([early.status, early.json.error]).toEqual([422, 'PAYMENT_NOT_APPROVED']);
      await decide(server, init.json.data.url, 'approve');
      expect((await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId } })).status).toBe(200);
      expect((await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId } })).status).toBe(410);
      expect((await call('payment/cancel', { method: 'POST', query: { noRedirect: 1, cartId } })).status).toBe(410);
    });

    it('belongs to the customer who started it', async () => {
      const init = await initPayment(server, call, book, { token });
      await decide(server, init.json.data.url, 'approve');
      const { cartId } = init.json.data;
      expect((await call('payment/exec', { query: EXEC_QUERY, body: { cartId } })).status).toBe(401);
      expect((await call('payment/exec', { token: await login(call, JAMES), query: EXEC_QUERY, body: { cartId } })).status).toBe(403);
    });

    it('can be cancelled once; a cancelled cart cannot be executed', async () => {
      const init = await initPayment(server, call, book, { token });
      const { cartId } = init.json.data;
      expect((await call('payment/cancel', { method: 'POST', query: { noRedirect: 1, cartId } })).json).toEqual({ data: true });
      expect((await call('payment/cancel', { method: 'POST', query: { noRedirect: 1, cartId } })).status).toBe(410);
      expect((await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId } })).status).toBe(410);
      expect((await call('payment/cancel', { method: 'POST', query: { noRedirect: 1, cartId: 'NOSUCHCART' } })).status).toBe(410);
    });

    it('expires when not finished in time', async () => {
      const init = await initPayment(server, call, book, { token });
      await decide(server, init.json.data.url, 'approve');
      clock.set(new Date(TUESDAY_MORNING.getTime() + 31 * 60_000));
      expect((await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId: init.json.data.cartId } })).status).toBe(410);
    });

    it('fails at exec when the last places went to someone else meanwhile', async () => {
      const { datetime, left } = await freeSlot(101);
      const first = await initPayment(server, call, [{ type: 'ticket', id: 1001, datetime, totalCount: left }], { token });
      await decide(server, first.json.data.url, 'approve');
      expect((await buy(server, call, [{ type: 'ticket', id: 1002, datetime, totalCount: 1 }], token)).status).toBe(200);
      const late = await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId: first.json.data.cartId } });
      expect([late.status, late.json.error]).toEqual([422, 'SOLD_OUT']);
    });

    it('needs an account, except for wallet express checkout', async () => {
      expect((await initPayment(server, call, book)).status).toBe(401);
      const wallet = await initPayment(server, call, book, { aux: { wallet: 'APPLEPAY' } });
      expect(wallet.status).toBe(200);
      await decide(server, wallet.json.data.url, 'approve');
      expect((await call('payment/exec', { query: EXEC_QUERY, body: { cartId: wallet.json.data.cartId } })).status).toBe(200);
    });

    it('direct debit needs an account holder and a valid IBAN', async () => {
      expect((await initPayment(server, call, book, { token, payart: 74, aux: { Accountholder: 'Anna Becker', IBAN: 'DE89 3704 0044 0532 0130 01' } })).json.error).toBe('INVALID_IBAN');
      expect((await initPayment(server, call, book, { token, payart: 164, aux: { IBAN: 'DE89 3704 0044 0532 0130 00' } })).json.error).toBe('ACCOUNT_HOLDER_MISSING');
      expect((await initPayment(server, call, book, { token, payart: 74, aux: { Accountholder: 'Anna Becker', IBAN: 'DE89 3704 0044 0532 0130 00' } })).status).toBe(200);
      expect((await initPayment(server, call, book, { token, payart: 999 })).json.error).toBe('INVALID_PAYMENT_TYPE');
    });
  });
});
