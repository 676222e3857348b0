/**
 * The first visit's guards take what their codecs take, as their codecs decode it: whatever a
 * codec's `is` passes the guard passes, unchanged; whatever the guard passes the codec decodes to
 * the guard's settled value. So a first visit that takes a guarded answer without the codec holds
 * what the codec would have given it (docs/decisions.md "The shell's answers are checked by
 * io-ts's guards").
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { AppConfig, MetaData, StaticContent } from './shell';
import { CustomerData } from './customer-data';
import { AppConfigGuard, CustomerDataGuard, MetaDataGuard, StaticContentGuard, type ShellGuard } from './shell-guards';
import { EventList, RemainingByDate, TicketCollect } from './tickets';
import { EventListGuard, RemainingByDateGuard, TicketCollectGuard } from './tickets-guards';
import { ArticleCategoriesGuard, ArticleListGuard } from './merchandise-guards';
import { ArticleCategories, ArticleList } from './merchandise';
import { mutate, pathsOf, type Json, type Path } from '../../../test/helpers/json-mutation';
import { runs } from '../../../test/helpers/runs';

const RUNS = runs(3_000, 500);

const fixture = (name: string): Json => (JSON.parse(readFileSync(join(__dirname, '../../../fixtures/api', `${name}.json`), 'utf8')) as { data: Json }).data;

const DAY = { opens: '10:00', closes: '18:00' };
const config = fixture('remoteConfig') as Record<string, Json>;
/** The sample with every optional part the codecs know, so mutations reach each of them. */
const fullConfig: Json = {
  ...config,
  hasVoucherCode: 1,
  hasInvoiceRequest: true,
  hasGuestRegistration: 0,
  hasOrderReview: false,
  defaultCountry: 'DE',
  homeView: 'tickets',
  showProgressBar: 1,
  supportEmail: 'shop@example.org',
  theme: { '--color-primary': '#b4002d' },
  hostOrigins: ['https://museum.example'],
  embeddedDataLayer: 0,
  trackingLanguage: 'de',
  openingHours: { weekdays: { mon: null, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: { opens: '11:00', closes: '24:00' } }, exceptions: { '2030-12-24': DAY, '2030-12-25': null } },
  siteNameShortTranslations: { de: 'Kunsthalle' },
  customTermsLinks: { de: { imprint: { url: '/de/page/imprint', title: 'Impressum' } } },
  partnerLogos: [{ name: { de: 'Partner' }, logos: [{ image: '/a.png' }, { image: '/b.png', url: 'https://partner.example' }] }],
};

/** Values a mutation puts in: the near misses of every check the codecs make, and any JSON. */
const replacement: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, [], {}, 0, 1, 2, -1, 0.5, true, false, '', 'x', 'de', 'xx', '10:00', '24:00', '24:01', '9:00', '2030-12-24', '2030-1-1', '2030-12-24 10:00', '2030-12-24 10:00:00', '2030-12-24T10:00', 3, 5, 1200, DAY, { opens: '18:00', closes: '10:00' }, { opens: '10:00' }, [DAY], ['de', 'xx']),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

const cases: ReadonlyArray<[string, t.Mixed, ShellGuard<unknown>, Json]> = [
  ['AppConfig', AppConfig, AppConfigGuard, fullConfig],
  ['StaticContent', StaticContent, StaticContentGuard, fixture('staticContent')],
  ['MetaData', MetaData, MetaDataGuard, fixture('metaData')],
  ['CustomerData', CustomerData, CustomerDataGuard, fixture('customerData')],
  // The tickets page's first screen (tickets-guards.ts).
  ['EventList', EventList, EventListGuard, fixture('eventList')],
  ['RemainingByDate', RemainingByDate, RemainingByDateGuard, fixture('ticketCalendar')],
  ['TicketCollect', TicketCollect, TicketCollectGuard, fixture('ticketCollect')],
  // The shop's and the passes' first screen (merchandise-guards.ts).
  ['ArticleList', ArticleList, ArticleListGuard, fixture('merchandiseList')],
  ['ArticleCategories', ArticleCategories, ArticleCategoriesGuard, fixture('merchandiseCategories')],
];

function expectAgreement(codec: t.Mixed, guard: ShellGuard<unknown>, value: unknown): void {
  if (codec.is(value)) {
    expect(guard.is(value)).toBe(true);
    expect(guard.settle(value)).toEqual(value);
  }
  if (guard.is(value)) {
    const settled = guard.settle(value);
    expect(codec.decode(value)).toEqual(E.right(settled));
    expect(codec.is(settled)).toBe(true);
  }
}

describe.each(cases)('%s: its guard and its codec agree', (_name, codec, guard, sample) => {
  it('on the sample: it passes, as it stands', () => {
    expect(guard.is(sample)).toBe(true);
    expectAgreement(codec, guard, sample);
  });

  it(`on ${RUNS} samples with one node replaced, removed or added anywhere`, () => {
    const paths = pathsOf(sample);
    fc.assert(
      fc.property(fc.nat(), replacement, fc.constantFrom('replace', 'remove', 'add'), fc.constantFrom('extra', '2030-12-31', 'de', 'mon'), (n, by, how, key) => {
        const path = paths[n % paths.length] as Path;
        const mutated = how === 'add' ? mutate(sample, [...path, key], by, false) : mutate(sample, path, by, how === 'remove');
        expectAgreement(codec, guard, mutated);
      }),
      { numRuns: RUNS },
    );
  });

  it(`on ${RUNS} random JSON values`, () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => expectAgreement(codec, guard, value)), { numRuns: RUNS });
  });
});

describe('empty maps written as [] are taken as the codecs take them; what the guards refuse goes to the codecs', () => {
  const weekdays = (fullConfig as { openingHours: { weekdays: Json } }).openingHours.weekdays;

  it('an empty banner map or exceptions map written as []: passed, settled to {} as the codec decodes it', () => {
    const banners = { ...(fixture('staticContent') as Record<string, Json>), banners: [] };
    expect(StaticContentGuard.is(banners)).toBe(true);
    expect(StaticContentGuard.settle(banners)).toEqual({ ...banners, banners: {} });
    expect(StaticContent.decode(banners)).toEqual(E.right({ ...banners, banners: {} }));
    const hours = { ...config, openingHours: { weekdays, exceptions: [] } };
    expect(AppConfigGuard.is(hours)).toBe(true);
    expect(AppConfigGuard.settle(hours)).toEqual({ ...config, openingHours: { weekdays, exceptions: {} } });
    expect(AppConfig.decode(hours)).toEqual(E.right({ ...config, openingHours: { weekdays, exceptions: {} } }));
  });

  it('a map written as a list with entries, or a null extra: refused here; the codec refuses the first and drops the second', () => {
    const listed = { ...(fixture('staticContent') as Record<string, Json>), banners: [[{ image: 'a.jpg', image_mobile: null }]] };
    expect(StaticContentGuard.is(listed)).toBe(false);
    expect(E.isLeft(StaticContent.decode(listed))).toBe(true);
    const { openingHours: _hours, ...withoutHours } = config;
    const nullExtra = { ...config, openingHours: null };
    expect(AppConfigGuard.is(nullExtra)).toBe(false);
    expect(AppConfig.decode(nullExtra)).toEqual(E.right(withoutHours));
  });

  it('opening hours out of order, a time past 24:00 or an exception not keyed by day: refused by both', () => {
    for (const openingHours of [
      { weekdays: { mon: { opens: '18:00', closes: '10:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null } },
      { weekdays: { mon: { opens: '10:00', closes: '24:01' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null } },
      { weekdays: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, exceptions: { tomorrow: null } },
    ]) {
      const value = { ...config, openingHours };
      expect(AppConfigGuard.is(value)).toBe(false);
      expect(AppConfig.is(value)).toBe(false);
    }
  });
});
