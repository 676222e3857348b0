import { of, firstValueFrom, NEVER } from 'rxjs';
import { right } from 'fp-ts/Either';
import type { ApiClient } from '../api/client';
import { logUpTo, pathOfRoute, pointsOf, tabAt, timeAt, type CapsuleLog } from './replay-session';
import { replayApi } from './replay-api';
import { diffValues } from './diff';
import { formatTimeline, summarize, timelineOf } from './timeline';

const event = (seq: number, type = 'CartLineAdded', data: unknown = {}) => ({ type, data, meta: { seq, at: 1_700_000_000_000 + seq * 1000 } });
const log = (events: CapsuleLog['events'], snapshot: CapsuleLog['snapshot'] = null): CapsuleLog => ({ format: 'foyer-event-log', version: 1, snapshot, events });

describe('the recorded tab', () => {
  it('is the tab that wrote the last event up to the point (a duplicated tab takes over); none without events', () => {
    const tabbed = (seq: number, tab: string) => ({ ...event(seq), meta: { ...event(seq).meta, tab } });
    const recorded = log([tabbed(1, 'a'), tabbed(2, 'a'), tabbed(3, 'b')]);
    expect([tabAt(recorded, 2), tabAt(recorded, 3), tabAt(recorded, 0)]).toEqual(['a', 'b', 'a']);
    expect(tabAt(log([]), 5)).toBeNull();
  });
});

describe('replay points', () => {
  it('are every event, and the snapshot first when the log was compacted', () => {
    expect(pointsOf(log([event(1), event(2), event(5)]))).toEqual([1, 2, 5]);
    expect(pointsOf(log([event(41), event(42)], { seq: 40 }))).toEqual([40, 41, 42]);
  });

  it('the log up to a point keeps the snapshot and the events up to it; the time is that event’s', () => {
    const l = log([event(41), event(42), event(43)], { seq: 40 });
    expect(logUpTo(l, 42).events.map((e) => e.meta.seq)).toEqual([41, 42]);
    expect(logUpTo(l, 40).events).toEqual([]);
    expect(logUpTo(l, 42).snapshot).toEqual({ seq: 40 });
    expect(timeAt(l, 42)).toBe(1_700_000_042_000);
    expect(timeAt(l, 40)).toBe(1_700_000_041_000);
  });
});

describe('the address of a recorded screen', () => {
  it('fills the route’s parameters in the language', () => {
    expect(pathOfRoute('en', { name: 'home', params: {} })).toBe('/en');
    expect(pathOfRoute('de', { name: 'guidedTour', params: { id: '303' } })).toBe('/de/guided-tours/303');
    expect(pathOfRoute('en', { name: 'checkout', params: {} })).toBe('/en/checkout');
    expect(pathOfRoute('en', { name: 'checkout', params: { step: 'payment' } })).toBe('/en/checkout?step=payment');
    expect(pathOfRoute('en', { name: 'page', params: { id: 'a b' } })).toBe('/en/page/a%20b');
  });

  it('leaves a hidden token out, and has none for an unknown screen or a missing parameter', () => {
    expect(pathOfRoute('en', { name: 'recover', params: { guid: '(hidden)' } })).toBe('/en/recover');
    expect(pathOfRoute('en', { name: 'notFound', params: {} })).toBeNull();
    expect(pathOfRoute('en', { name: 'event', params: {} })).toBeNull();
    expect(pathOfRoute('en', null)).toBeNull();
  });

  it('a recorded screen name is one of the routes, never a name every object has (issue 29)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(pathOfRoute('en', { name, params: {} })).toBeNull();
  });

  it('recorded parameters stay inside the path: no slash, dot segment or scheme leaves it', () => {
    expect(pathOfRoute('en', { name: 'page', params: { id: '../../evil.example' } })).toBe('/en/page/..%2F..%2Fevil.example');
    expect(pathOfRoute('en', { name: 'page', params: { id: '//evil.example' } })).toBe('/en/page/%2F%2Fevil.example');
    expect(pathOfRoute('en', { name: 'checkout', params: { 'a#b': 'https://evil.example/' } })).toBe('/en/checkout?a%23b=https%3A%2F%2Fevil.example%2F');
  });
});

describe('the API in replay mode', () => {
  const live: ApiClient = { call: jest.fn(() => of(right('live'))), pending$: NEVER, signals$: NEVER };

  it('loads reference data and refuses everything else at once, unsent', async () => {
    const refused: string[] = [];
    const api = replayApi(live, (name) => refused.push(name));
    expect(await firstValueFrom(api.call('staticPage', { path: { id: 'imprint' } }))).toEqual(right('live'));
    const suggest = await firstValueFrom(api.call('checkoutSuggest', { body: { cart: { ver: 1, items: [] } } }));
    expect(suggest).toEqual({ _tag: 'Left', left: { kind: 'Network', message: 'not sent in QA replay mode (checkoutSuggest)' } });
    expect(live.call).toHaveBeenCalledTimes(1);
    expect(refused).toEqual(['checkoutSuggest']);
  });
});

describe('diff and timeline', () => {
  it('names each changed leaf, and what appeared or went', () => {
    expect(diffValues({ lines: [{ n: 1 }], total: 5, gone: true }, { lines: [{ n: 2 }, { n: 3 }], total: 5, added: 'x' })).toEqual([
      { path: 'lines[0].n', before: 1, after: 2 },
      { path: 'lines[1]', after: { n: 3 } },
      { path: 'gone', before: true },
      { path: 'added', after: 'x' },
    ]);
    expect(diffValues([1, 2], [1])).toEqual([{ path: '[1]', before: 2 }]);
    expect(diffValues(null, { a: 1 })).toEqual([{ path: '', before: null, after: { a: 1 } }]);
  });

  it('summarizes each event on one line of at most 100 characters', () => {
    expect(summarize({})).toBe('');
    expect(summarize({ tourId: 303 })).toBe('{"tourId":303}');
    expect(summarize({ text: 'x'.repeat(200) })).toHaveLength(100);
    const lines = formatTimeline(timelineOf([event(9, 'CookiesAccepted'), event(10, 'TourDateSelected', { date: '2030-04-17' })])).split('\n');
    // A column of its own for the failure mark; a visitor's "no" to cookies is none.
    expect(lines).toEqual(['    9  2023-11-14 22:13:29.000  CookiesAccepted', '   10  2023-11-14 22:13:30.000  TourDateSelected  {"date":"2030-04-17"}']);
  });

  it('marks failures and refusals, not a visitor’s own “no”', () => {
    const types = ['TourLoadFailed', 'VoucherCodeRejected', 'PaymentRefused', 'StorageUnavailable', 'EpicFailed', 'CookiesRejected', 'PaymentCanceled', 'CartLineAdded'];
    expect(timelineOf(types.map((type, i) => event(i + 1, type))).map((e) => [e.type, e.failure])).toEqual(types.map((type, i) => [type, i < 5]));
  });
});
