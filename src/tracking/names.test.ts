import { memoryStorage } from '../bus/deps';
import { sequentialRandom } from '../../test/helpers/fakes';
import { createRuntime } from '../engine/runtime';
import { allAreas } from '../app/areas/all';
import { cents } from '../messages';
import { nameBook, nameShadow, type ShadowRequest } from './names';
import { trackingEvents } from './tracker';
import type { TrackingEvent } from './ga4';
import { testDeps } from '../../test/helpers/runtime-deps';
import { count, dayTicketLine, merchandiseLine, ticketLine, withoutId } from '../../test/helpers/lines';

const eventsEn = { events: [{ id: 101, name: 'Light and Line', custom_groups: [{ id: 11, name: 'Special exhibitions' }] }, { id: 102, name: 'Night of Colour' }] };
// The same answer in German, sorted by name as a server may do.
const eventsDe = { events: [{ id: 102, name: 'Nacht der Farben' }, { id: 101, name: 'Licht und Linie', custom_groups: [{ id: 11, name: 'Sonderausstellungen' }] }] };

describe('names in the tracking language', () => {
  it('pairs the entries of two answers by place and id, whatever their order', () => {
    const book = nameBook();
    book.learn(eventsEn, eventsDe);
    expect(book.rename('Light and Line')).toBe('Licht und Linie');
    expect(book.rename('Night of Colour')).toBe('Nacht der Farben');
    expect(book.rename('Special exhibitions')).toBe('Sonderausstellungen');
    expect(book.rename('Never seen')).toBe('Never seen');
  });

  it('does not pair entries that sit elsewhere or have another id', () => {
    const book = nameBook();
    book.learn({ events: [{ id: 1, name: 'A' }], groups: [{ id: 2, name: 'B' }] }, { events: [{ id: 2, name: 'X' }], groups: [{ id: 1, name: 'Y' }] });
    expect([book.rename('A'), book.rename('B')]).toEqual(['A', 'B']);
  });

  it('renames names the shop composed, part by part ("Event – Ticket", "A + B")', () => {
    const book = nameBook();
    book.learn(eventsEn, eventsDe);
    book.learn({ tickets: [{ id: 1001, name: 'Adults' }, { id: 1002, name: 'Reduced' }] }, { tickets: [{ id: 1001, name: 'Erwachsene' }, { id: 1002, name: 'Ermäßigt' }] });
    expect(book.rename('Light and Line – Adults')).toBe('Licht und Linie – Erwachsene');
    expect(book.rename('Adults + Reduced')).toBe('Erwachsene + Ermäßigt');
  });

  it('renames every catalogue entry of a slice and nothing else; the input is not changed', () => {
    const book = nameBook();
    book.learn(eventsEn, eventsDe);
    const slice = { list: [{ id: 101, name: 'Light and Line' }], picked: { itemId: 102, name: 'Night of Colour' }, label: { name: 'Light and Line' } };
    const copy = book.renameAll(slice);
    expect(copy).toEqual({ list: [{ id: 101, name: 'Licht und Linie' }], picked: { itemId: 102, name: 'Nacht der Farben' }, label: { name: 'Light and Line' } });
    expect(slice.list[0]?.name).toBe('Light and Line');
  });

  it('asks nothing before tracking may run; then each twin once; a failed twin leaves the names as they were', async () => {
    const shadow = nameShadow({ waitMs: 1_000 });
    const asks: string[] = [];
    const request = (key: string, fixed: unknown): ShadowRequest => ({ key, ask: () => (asks.push(key), fixed instanceof Error ? Promise.reject(fixed) : Promise.resolve(fixed)) });
    shadow.seen(request('eventList', eventsDe), eventsEn);
    shadow.seen(request('broken', new Error('offline')), { tickets: [{ id: 1, name: 'Adults' }] });
    expect(asks).toEqual([]);
    shadow.enable();
    shadow.seen(request('eventList', eventsDe), eventsEn);
    await shadow.settled();
    expect(asks).toEqual(['eventList', 'broken']);
    expect(shadow.book.rename('Light and Line')).toBe('Licht und Linie');
    expect(shadow.book.rename('Adults')).toBe('Adults');
  });

  it('waits for a slow twin at most waitMs', async () => {
    let fire: () => void = () => undefined;
    const shadow = nameShadow({ waitMs: 2_000, setTimer: (fn) => ((fire = fn), () => undefined) });
    shadow.enable();
    shadow.seen({ key: 'slow', ask: () => new Promise(() => undefined) }, eventsEn);
    let settled = false;
    const waiting = shadow.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    fire();
    await waiting;
    expect(settled).toBe(true);
  });

  it('the stream: items named in the tracking language, in order, each event waiting for the twins under way', async () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps({ storage: memoryStorage(), random: sequentialRandom('id') }) });
    const shadow = nameShadow({ waitMs: 60_000 });
    const tracked: TrackingEvent[] = [];
    trackingEvents(runtime.commit$, { lang: 'en', names: shadow }).subscribe((e) => tracked.push(e));
    let answer: (fixed: unknown) => void = () => undefined;
    // The twin of the ticket answer arrives only after the visitor already added the tickets.
    shadow.seen({ key: 'ticketCollect', ask: () => new Promise((resolve) => (answer = resolve)) }, { tickets: [{ id: 1001, name: 'Adults' }] });
    shadow.seen({ key: 'eventList', ask: () => Promise.resolve(eventsDe) }, eventsEn);
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine({ id: 1001, name: 'Light and Line – Adults', price: cents(1250), totalCount: count(1), subtickets: [] })) });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 501, name: 'Poster' })) });
    await Promise.resolve();
    expect(tracked).toEqual([]);
    answer({ tickets: [{ id: 1001, name: 'Erwachsene' }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tracked.map((e) => [e.event, e.language, e.ecommerce.items?.map((i) => i.item_name)])).toEqual([
      ['add_to_cart', 'en', ['Licht und Linie – Erwachsene']],
      ['add_to_cart', 'en', ['Poster']],
    ]);
    // What the visitor sees keeps their language.
    expect(runtime.state$.value.cart.lines.map((l) => l.name)).toEqual(['Light and Line – Adults', 'Poster']);
  });

  it('day tickets: each category named in the tracking language', async () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps({ storage: memoryStorage(), random: sequentialRandom('id') }) });
    const shadow = nameShadow({ waitMs: 60_000 });
    const tracked: TrackingEvent[] = [];
    trackingEvents(runtime.commit$, { lang: 'en', names: shadow }).subscribe((e) => tracked.push(e));
    shadow.enable();
    const line = dayTicketLine();
    const en = { tickets: line.dayTickets.map((d) => ({ id: d.id, name: d.name })) };
    const de = { tickets: line.dayTickets.map((d) => ({ id: d.id, name: `DE ${d.name}` })) };
    shadow.seen({ key: 'dayTicketList', ask: () => Promise.resolve(de) }, en);
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(line) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const names = tracked[0]?.ecommerce.items?.map((i) => i.item_name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('DE '))).toBe(true);
  });
});
