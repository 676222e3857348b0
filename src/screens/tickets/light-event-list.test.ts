import { createApiRequests } from '../../api/requests';
import { shellEndpoints } from '../../api/shell-endpoints';
import { isoDate } from '../../kernel/brands';
import eventList from '../../../fixtures/api/eventList.json';
import ticketCollect from '../../../fixtures/api/ticketCollect.json';
import { lightEventList, type EventListing } from './light-event-list';

/**
 * The tickets page's list before the runtime: the list and each card's two calls through the
 * shell's requests, checked by the guards, once per event; the cards as the area's epic makes them
 * (domain/tickets/epics.ts, whose tests hold the same rules).
 */

const TODAY = isoDate('2025-06-12');
const CALENDAR = '/range/20250601;20250731';

type Answer = { status: number; body: unknown } | 'offline';

function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const fetch = jest.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/de\//, '');
    calls.push(path);
    const answer = answers[path] ?? { status: 404, body: { code: 'NOT_FOUND' } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const requests = createApiRequests({ base: '/api/', getLang: () => 'de', getToken: () => null, fetch }, shellEndpoints);
  return { calls, source: lightEventList(requests, () => TODAY) };
}

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const settled = (source: ReturnType<typeof serve>['source'], done: (l: EventListing) => boolean) =>
  new Promise<EventListing>((resolve) => {
    if (done(source.listing.value)) resolve(source.listing.value);
    const stop = source.listing.subscribe((value) => {
      if (!done(value)) return;
      stop();
      resolve(value);
    });
  });

describe('the tickets page’s list before the runtime (light-event-list.ts)', () => {
  it('asks for the list; a card looks up its calendar, then the tickets of its first date with places: price from, next date, places left', async () => {
    const { calls, source } = serve({
      'event/list': { status: 200, body: eventList },
      [`ticket/calendar/event/21${CALENDAR}`]: ok({ '2025-06-12': 0, '2025-06-14': 3, '2025-06-20': 50 }),
      'ticket/collect/event/21/date/2025-06-14': { status: 200, body: ticketCollect },
    });
    source.load();
    const listed = await settled(source, (l) => l.status !== null);
    expect(listed.status).toBe('loaded');
    expect(listed.list?.map((e) => e.id)).toEqual([21, 22, 23]);
    expect(listed.cards).toBeUndefined();

    source.lookUp([21, 21, 99]);
    const looked = await settled(source, (l) => l.cards !== undefined);
    expect(looked.cards).toEqual({ '21': { eventId: 21, next: '2025-06-14', placesLeft: 3, fromPrice: expect.any(Number) } });
    // An event not on the list is never asked for, and a card is looked up once.
    source.lookUp([21]);
    expect(calls).toEqual(['event/list', `ticket/calendar/event/21${CALENDAR}`, 'ticket/collect/event/21/date/2025-06-14']);
    expect(source.looked()).toEqual([21]);
  });

  it('a calendar without a date with places gives a card without places and asks for no tickets; a failed calendar gives no card', async () => {
    const { calls, source } = serve({
      'event/list': { status: 200, body: eventList },
      [`ticket/calendar/event/21${CALENDAR}`]: ok({ '2025-06-12': 0 }),
      [`ticket/calendar/event/22${CALENDAR}`]: ok([]),
      [`ticket/calendar/event/23${CALENDAR}`]: 'offline',
    });
    source.load();
    await settled(source, (l) => l.status === 'loaded');
    source.lookUp([21, 22, 23]);
    const { cards } = await settled(source, (l) => l.cards !== undefined);
    expect(cards).toEqual({
      '21': { eventId: 21, next: null, placesLeft: 0, fromPrice: null },
      '22': { eventId: 22, next: null, placesLeft: 0, fromPrice: null },
    });
    expect(calls.filter((c) => c.startsWith('ticket/collect'))).toEqual([]);
  });

  it('a list that fails says so, and a retry that succeeds shows it; a list shown stays through a later failure', async () => {
    const answers: Record<string, Answer> = { 'event/list': { status: 500, body: { code: 'SERVER_ERROR' } } };
    const { source } = serve(answers);
    source.load();
    expect((await settled(source, (l) => l.status !== null)).status).toBe('failed');
    answers['event/list'] = { status: 200, body: eventList };
    source.load();
    expect(source.listing.value.status).toBeNull();
    expect((await settled(source, (l) => l.status === 'loaded')).list).toHaveLength(3);
    answers['event/list'] = 'offline';
    source.load();
    const failed = await settled(source, (l) => l.status === 'failed');
    expect(failed.list).toHaveLength(3);
  });

  it('a malformed list is refused by the guard and decoded by its codec, which reports it: the page says the list failed', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { source } = serve({ 'event/list': ok({ events: [{ id: 'x', name: 3 }] }) });
      source.load();
      expect((await settled(source, (l) => l.status !== null)).status).toBe('failed');
      expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/eventList: the response does not match/);
    } finally {
      errors.mockRestore();
    }
  });
});
