/**
 * The first visit's guards say what their codecs' `is` says, for every JSON value, and what
 * they pass their codecs decode to itself: so a first visit that takes a guarded answer as it
 * stands holds what the codec would have given it (docs/decisions.md "The shell's answers are
 * checked by io-ts's guards").
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { AppConfig, MetaData, StaticContent } from './shell';
import { CustomerData } from './customer-data';
import { AppConfigGuard, CustomerDataGuard, MetaDataGuard, StaticContentGuard } from './shell-guards';
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
  fc.constantFrom<Json>(null, [], {}, 0, 1, 2, -1, 0.5, true, false, '', 'x', 'de', 'xx', '10:00', '24:00', '24:01', '9:00', '2030-12-24', '2030-1-1', DAY, { opens: '18:00', closes: '10:00' }, { opens: '10:00' }, [DAY], ['de', 'xx']),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

const cases: ReadonlyArray<[string, t.Mixed, { is(u: unknown): boolean }, Json]> = [
  ['AppConfig', AppConfig, AppConfigGuard, fullConfig],
  ['StaticContent', StaticContent, StaticContentGuard, fixture('staticContent')],
  ['MetaData', MetaData, MetaDataGuard, fixture('metaData')],
  ['CustomerData', CustomerData, CustomerDataGuard, fixture('customerData')],
];

function expectAgreement(codec: t.Mixed, guard: { is(u: unknown): boolean }, value: unknown): void {
  const passes = guard.is(value);
  expect(passes).toBe(codec.is(value));
  if (passes) expect(codec.decode(value)).toEqual(E.right(value));
}

describe.each(cases)('%s: its guard and its codec agree', (_name, codec, guard, sample) => {
  it('on the sample: it passes, and decodes to itself', () => {
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

describe('what the guards refuse goes to the codecs, which decode it as before', () => {
  it('an empty map written as [] (banners, exceptions) and a null extra: refused here, decoded by the codec', () => {
    const banners = { ...(fixture('staticContent') as Record<string, Json>), banners: [] };
    expect(StaticContentGuard.is(banners)).toBe(false);
    expect(StaticContent.decode(banners)).toEqual(E.right({ ...banners, banners: {} }));
    const hours = { ...config, openingHours: { weekdays: (fullConfig as { openingHours: { weekdays: Json } }).openingHours.weekdays, exceptions: [] } };
    expect(AppConfigGuard.is(hours)).toBe(false);
    expect(E.isRight(AppConfig.decode(hours))).toBe(true);
    const nullExtra = { ...config, openingHours: null };
    expect(AppConfigGuard.is(nullExtra)).toBe(false);
    expect(E.isRight(AppConfig.decode(nullExtra))).toBe(true);
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
