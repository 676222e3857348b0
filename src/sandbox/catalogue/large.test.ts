import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/merchandise';
import { endpoints, type EndpointName } from '../../api/endpoints';
import { responseCodecOf } from '../../api/all-response-codecs';
import { fillPath } from '../../api/path-template';
import { reportErrors } from '../../api/report';
import { formatDay, museumNow, parseDay } from '../clock';
import { startServer, type RunningServer } from '../serve';
import { ANNA, api, buy, clockAt, login, makeDist, TUESDAY_MORNING, ymd, type Api } from '../test-support';
import { GENERATED_IDS, LARGE_CATALOGUE, largeCatalogue } from './large';
import { loadCatalogue, type Catalogue } from './load';
import type { Text } from './schema';

const standard = loadCatalogue();
const large = largeCatalogue(loadCatalogue());

const goods = (c: Catalogue) => c.merchandise.articles.filter((a) => a.product_kind_ref !== ANNUAL_PASS_PRODUCT_KIND);
const passes = (c: Catalogue) => c.merchandise.articles.filter((a) => a.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND);

/** Every number under an `id` key, however deep. */
function idsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'id' && typeof v === 'number' ? [v] : idsIn(v)));
}

function copies(c: Catalogue) {
  return [
    ...c.tours.tours.slice(standard.tours.tours.length),
    ...c.events.events.slice(standard.events.events.length),
    ...c.merchandise.articles.slice(standard.merchandise.articles.length),
  ];
}

describe('the large catalogue', () => {
  it(`has ${LARGE_CATALOGUE.tours} tours, ${LARGE_CATALOGUE.events} events and ${LARGE_CATALOGUE.articles} articles of merchandise, the annual passes as they were`, () => {
    expect(large.tours.tours).toHaveLength(200);
    expect(large.events.events).toHaveLength(100);
    expect(goods(large)).toHaveLength(500);
    expect(passes(large)).toEqual(passes(standard));
    expect([large.index.tours.size, large.index.events.size, large.index.articles.size]).toEqual([200, 100, 500 + passes(standard).length]);
  });

  it('keeps the standard items first and unchanged, and everything else as it was', () => {
    expect(large.tours.tours.slice(0, standard.tours.tours.length)).toEqual(standard.tours.tours);
    expect(large.events.events.slice(0, standard.events.events.length)).toEqual(standard.events.events);
    expect(large.merchandise.articles.slice(0, standard.merchandise.articles.length)).toEqual(standard.merchandise.articles);
    const withoutLists = (c: Catalogue) => ({
      ...c,
      index: null,
      events: { ...c.events, events: [] },
      tours: { ...c.tours, tours: [] },
      merchandise: { ...c.merchandise, articles: [] },
    });
    expect(withoutLists(large)).toEqual(withoutLists(standard));
  });

  it('leaves the catalogue it grows untouched', () => {
    const input = loadCatalogue();
    largeCatalogue(input);
    expect(input).toEqual(standard);
  });

  it('gives every copy ids no other item of any kind has, in the generated blocks', () => {
    const taken = new Set(idsIn({ ...standard, index: null }));
    for (const copy of copies(large)) {
      const own = new Set(idsIn(copy));
      for (const id of own) {
        expect([copy.id, id, taken.has(id)]).toEqual([copy.id, id, false]);
        taken.add(id);
      }
    }
    const inBlock = (id: number, block: { first: number; end: number }) => id >= block.first && id <= block.end;
    expect(large.tours.tours.slice(8).every((tour) => inBlock(tour.id, GENERATED_IDS.tours))).toBe(true);
    expect(large.events.events.slice(4).every((e) => inBlock(e.id, GENERATED_IDS.events))).toBe(true);
    expect(goods(large).slice(goods(standard).length).every((a) => inBlock(a.id, GENERATED_IDS.articles))).toBe(true);
  });

  it('names each copy after its template with a number, in every language the name has', () => {
    const nameOf = (name: Text, lang: string) => (typeof name === 'string' ? name : name[lang]);
    const [template] = standard.tours.tours;
    const second = large.tours.tours.filter((tour) => nameOf(tour.name, 'en') === `${nameOf(template?.name ?? '', 'en')} 2`);
    expect(second).toHaveLength(1);
    for (const lang of Object.keys(template?.name ?? {})) expect(nameOf(second[0]?.name ?? '', lang)).toBe(`${nameOf(template?.name ?? '', lang)} 2`);
    const names = (items: ReadonlyArray<{ name: Text }>) => new Set(items.map((i) => JSON.stringify(i.name)));
    expect(names(large.tours.tours).size).toBe(200);
    expect(names(large.events.events).size).toBe(100);
    expect(names(goods(large)).size).toBe(500);
  });

  it('copies only exhibitions still running, with stock that is not oversold', () => {
    const copiedEvents = large.events.events.slice(standard.events.events.length);
    expect(copiedEvents.every((e) => e.end === null || e.end.day >= 0)).toBe(true);
    expect(goods(large).every((a, i) => i < goods(standard).length || a.stock >= 0)).toBe(true);
  });

  it('is the same catalogue every time', () => {
    expect(largeCatalogue(loadCatalogue())).toEqual(large);
  });
});

describe('the sandbox with the large catalogue', () => {
  const clock = clockAt(TUESDAY_MORNING);
  const TODAY = formatDay(museumNow(TUESDAY_MORNING).today);
  const LATER = formatDay((parseDay(TODAY) ?? 0) + 30);
  const TOUR = GENERATED_IDS.tours.first;
  const EVENT = GENERATED_IDS.events.first;
  const ARTICLE = GENERATED_IDS.articles.first;
  let server: RunningServer;
  let call: Api;

  beforeAll(async () => {
    server = await startServer({ distDir: makeDist(), port: 0, sandbox: { now: clock.now, catalogue: 'large' } });
    call = api(server);
  });
  afterAll(() => server.close());
  beforeEach(() => server.sandbox.reset());

  /** The endpoint's answer, decoded with the codec the shop decodes it with. */
  async function data(name: EndpointName, path: Readonly<Record<string, string | number>>, query: Readonly<Record<string, string | number>> = {}): Promise<any> {
    const res = await call(fillPath(endpoints[name].path, path), { query });
    expect([name, res.status]).toEqual([name, 200]);
    const codec: t.Mixed = responseCodecOf(name);
    const decoded = codec.decode(res.json.data);
    expect([name, isRight(decoded) ? [] : reportErrors(decoded.left)]).toEqual([name, []]);
    return res.json.data;
  }

  it('lists 200 tours, 100 events and 500 articles', async () => {
    expect((await data('tourList', {})).tours).toHaveLength(200);
    expect((await data('eventList', {})).events).toHaveLength(100);
    expect((await data('merchandiseList', {})).articles).toHaveLength(500);
    // A reset starts from the same large catalogue, not the standard one.
    server.sandbox.reset();
    expect((await data('tourList', {})).tours).toHaveLength(200);
  });

  it('answers for a generated tour as for its template', async () => {
    const range = { start: ymd(TODAY), end: ymd(LATER) };
    const calendar = await data('tourCalendar', { tour: TOUR, ...range });
    expect(Object.keys(calendar).length).toBeGreaterThan(0);
    const template = await data('tourCalendar', { tour: standard.tours.tours[0]?.id ?? 0, ...range });
    expect(Object.keys(calendar)).toEqual(Object.keys(template));
    const date = Object.keys(calendar)[0] ?? '';
    const single = await data('tourSingle', {}, { tour: TOUR, date });
    expect(single.tour.id).toBe(TOUR);
    expect(single.tour.name).toMatch(/ 2$/);
    expect(Object.keys(single.schedule)).toEqual(Object.keys(calendar[date]));
  });

  it('sells a generated event’s tickets from its own contingent', async () => {
    const range = { start: ymd(TODAY), end: ymd(LATER) };
    const calendar = (await data('ticketCalendar', { id: EVENT, ...range })) as Record<string, number>;
    const template = await data('ticketCalendar', { id: standard.events.events[0]?.id ?? 0, ...range });
    expect(calendar).toEqual(template);
    const date = Object.keys(calendar).find((d) => (calendar[d] ?? 0) > 2) ?? '';
    const { tickets } = await data('ticketCollect', { event: EVENT, date });
    const ticket = tickets[0];
    const slot = ticket.schedule.find((s: { max_tickets: number }) => s.max_tickets >= 2);
    expect(ticket.id).toBeGreaterThan(GENERATED_IDS.events.parts - 1);

    const token = await login(call, ANNA);
    const res = await buy(server, call, [{ type: 'ticket', id: ticket.id, datetime: slot.datetime, totalCount: 2 }], token);
    expect(res.status).toBe(200);
    const day = { start: ymd(date), end: ymd(date) };
    expect((await data('ticketCalendar', { id: EVENT, ...day }))[date]).toBe((calendar[date] ?? 0) - 2);
    expect((await data('ticketCalendar', { id: standard.events.events[0]?.id ?? 0, ...day }))[date]).toBe(template[date]);
  });

  it('sells a generated article from its own stock', async () => {
    const before = await data('merchandiseSingle', {}, { article: ARTICLE });
    expect(before.name).toMatch(/ 2$/);
    const token = await login(call, ANNA);
    expect((await buy(server, call, [{ type: 'merchandise', id: ARTICLE, count: 1 }], token)).status).toBe(200);
    expect((await data('merchandiseSingle', {}, { article: ARTICLE })).stock).toBe(before.stock - 1);
    const template = standard.merchandise.articles[0];
    expect((await data('merchandiseSingle', {}, { article: template?.id ?? 0 })).stock).toBe(template?.stock);
  });
});
