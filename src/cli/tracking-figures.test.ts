import { figuresOf, FUNNEL_STEPS } from './tracking-figures';
import { readStream } from './tracking-stream';
import { HOSTILE_NAME, handBuiltFunnel, handBuiltStream } from '../../test/helpers/tracking-stream';

const figures = (visits?: number) => figuresOf(readStream(handBuiltStream), { visits: visits ?? null, top: 10 });

describe("the analysts' report figures", () => {
  it('has the GA4 purchase funnel in its order, with the event names the stream sends', () => {
    expect(FUNNEL_STEPS).toEqual(['view_item_list', 'view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']);
  });

  it('counts the sessions that got at least as far as each step, and those with its own event', () => {
    expect(figures().funnel.map(({ step, sessions, sessionsWithEvent }) => ({ step, sessions, sessionsWithEvent }))).toEqual(handBuiltFunnel);
  });

  it('gives each step its conversion from the step before, and none to the first', () => {
    expect(figures().funnel.map((s) => s.conversion)).toEqual([null, 4 / 5, 1, 3 / 4, 2 / 3, 1, 1, 1]);
  });

  it('gives no conversion after a step nobody reached', () => {
    const { funnel } = figuresOf(readStream(handBuiltStream.split('\n').filter((l) => l.includes('"s-d"')).join('\n')), { visits: null, top: 10 });
    expect(funnel.map((s) => [s.sessions, s.conversion])).toEqual([[1, null], [0, 0], [0, null], [0, null], [0, null], [0, null], [0, null], [0, null]]);
  });

  it('sums the purchases once each, in cents, per currency', () => {
    expect(figures().revenue).toEqual([{ currency: 'EUR', purchases: 2, cents: 8120, taxCents: 958, shippingCents: 490 }]);
  });

  it('keeps currencies apart', () => {
    const dollars = handBuiltStream.replace(/"currency":"EUR"(.{0,300}"transaction_id":"B-2")/g, '"currency":"USD"$1');
    expect(figuresOf(readStream(dollars), { visits: null, top: 10 }).revenue.map((r) => [r.currency, r.cents])).toEqual([
      ['EUR', 4520],
      ['USD', 3600],
    ]);
  });

  it('ranks the items bought by revenue, by item_id with its name', () => {
    expect(figures().topItems).toEqual([
      { id: '3101-1', name: HOSTILE_NAME, currency: 'EUR', quantity: 2, cents: 3600 },
      { id: '5101', name: 'Exhibition poster Light and Line (A1)', currency: 'EUR', quantity: 2, cents: 3000 },
      { id: '5004', name: "Children's book: The Colour Detectives", currency: 'EUR', quantity: 1, cents: 1490 },
      { id: '5200', name: 'Pencil', currency: 'EUR', quantity: 3, cents: 30 },
    ]);
    expect(figuresOf(readStream(handBuiltStream), { visits: null, top: 2 }).topItems.map((i) => i.id)).toEqual(['3101-1', '5101']);
  });

  it('counts sessions and events; the consent rate needs the visits counted without cookies', () => {
    const f = figures();
    expect(f.totals).toEqual({ events: 24, sessions: 5, malformed: 0, duplicates: 1 });
    expect(f.consent).toEqual({ sessions: 5, visits: null, rate: null });
    expect(figures(20).consent).toEqual({ sessions: 5, visits: 20, rate: 0.25 });
  });
});
