import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { reportErrors } from '../report';
import { Flag, Flag01, isOn, LocalDateTime, phpRecord, QueryNumber, Token } from './common';
import { AppConfig, StaticContent } from './shell';
import { TourSingle } from './tours';
import { EventTicket } from './tickets';
import { ShippingCost } from './payment';
import { VoucherCode } from './vouchers';
import { CustomerData } from './customer';

const decodes = (codec: t.Mixed, value: unknown): boolean => E.isRight(codec.decode(value));
function errorsOf(codec: t.Mixed, value: unknown): string[] {
  const result = codec.decode(value);
  return E.isRight(result) ? [] : reportErrors(result.left);
}

describe('flags', () => {
  it('Flag01 takes exactly 0 and 1', () => {
    expect([0, 1].map((v) => decodes(Flag01, v))).toEqual([true, true]);
    expect([true, false, 2, '1', null].map((v) => decodes(Flag01, v))).toEqual([false, false, false, false, false]);
  });

  it('Flag also takes booleans, and isOn reads both forms', () => {
    expect([0, 1, true, false].map((v) => decodes(Flag, v))).toEqual([true, true, true, true]);
    expect(decodes(Flag, 'true')).toBe(false);
    expect(([0, 1, true, false, undefined, null] as const).map((flag) => isOn(flag))).toEqual([false, true, true, false, false, false]);
  });
});

describe('phpRecord', () => {
  const prices = phpRecord(t.number, 'Prices');

  it('reads an empty array as an empty map', () => {
    expect(prices.decode([])).toEqual(E.right({}));
  });

  it('rejects a non-empty array, which is a list and not a map', () => {
    expect(errorsOf(prices, [1])).toEqual(['Expecting Prices at (root) but instead got: [1]']);
  });

  it('checks each entry and names its key in the path', () => {
    expect(errorsOf(t.type({ tickets: prices }), { tickets: { '4101': 1400, '4102': '9,00' } })).toEqual([
      'Expecting number at tickets.4102 but instead got: "9,00"',
    ]);
  });

  it('is idempotent, so decoded data can be stored and decoded again', () => {
    const once = prices.decode([]);
    expect(E.isRight(once) && prices.decode(once.right)).toEqual(once);
  });
});

describe('scalars', () => {
  it('QueryNumber accepts numbers and numeric strings (as the sandbox receives them)', () => {
    expect(QueryNumber.decode(13)).toEqual(E.right(13));
    expect(QueryNumber.decode('13')).toEqual(E.right(13));
    expect([NaN, '', '13a', '1e3', null].map((v) => decodes(QueryNumber, v))).toEqual([false, false, false, false, false]);
  });

  it('LocalDateTime accepts the API datetime with or without seconds', () => {
    expect(['2025-06-12 10:00:00', '2025-06-12 10:00'].map((v) => decodes(LocalDateTime, v))).toEqual([true, true]);
    expect(['2025-06-12', '2025-06-12T10:00:00Z', '12.06.2025 10:00'].map((v) => decodes(LocalDateTime, v))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('Token must not be empty', () => {
    expect(decodes(Token, 'eyJ.x.y')).toBe(true);
    expect(decodes(Token, '')).toBe(false);
  });
});

describe('money is integer cents', () => {
  const ticket = {
    id: 6101,
    name: 'Zeitfenster-Ticket',
    mode: 1,
    price: 1200,
    vat_value: 7,
    family: 0,
    subtickets: [],
    schedule: [],
    group_id: null,
    group_name: null,
    print_separately: 0,
    unique_barcode: 1,
    scan_separately: 0,
    book_with_cost: 0,
    book_with_cost_warn: null,
    sequence_no: 1,
  };

  it('accepts whole cents', () => {
    expect(decodes(EventTicket, ticket)).toBe(true);
  });

  it.each([
    ['a decimal euro amount', 12.0 + 0.5],
    ['a negative amount', -100],
    ['a formatted string', '12,00'],
  ])('rejects %s', (_, price) => {
    expect(errorsOf(EventTicket, { ...ticket, price })).toEqual([
      `Expecting Cents at price but instead got: ${JSON.stringify(price)}`,
    ]);
  });

  it('rejects a ticket mode the spec does not know', () => {
    expect(errorsOf(EventTicket, { ...ticket, mode: 2 })).toEqual(['Expecting TicketMode at mode but instead got: 2']);
  });

  it('ShippingCost lets non-numeric values through for the cart to count as 0, but not fractions', () => {
    expect([495, 0, '', null].map((v) => decodes(ShippingCost, v))).toEqual([true, true, true, true]);
    expect(decodes(ShippingCost, 4.95)).toBe(false);
  });

  it('voucher code amounts are cents and validity may be open-ended', () => {
    const code = { amount: 5000, used_amount: 0, barcode: 'KH-1', id: 1, name: 'Gutschein', valid_from: '2025-01-01', valid_to: null };
    expect(decodes(VoucherCode, code)).toBe(true);
    expect(errorsOf(VoucherCode, { ...code, used_amount: 12.5 })).toEqual(['Expecting Cents at used_amount but instead got: 12.5']);
  });
});

describe('shapes', () => {
  const config = {
    siteName: 'Kunsthalle',
    siteNameTranslations: {},
    navTranslations: {},
    languages: ['de', 'en'],
    languagesFull: { de: 'Deutsch', en: 'English' },
    hasTickets: true,
    hasGuidedTours: 1,
    hasMerchandise: false,
    hasVouchers: 0,
    hasMemCard: true,
    hasUserRegistration: true,
    logoLinksToMainSite: false,
    museumMainUrl: 'https://kunsthalle.example/',
    museumPerLanguageUrls: {},
    customTermsLinks: false,
    partnerLogos: [],
    showHeader: true,
    showFooter: true,
    showCookieDisclaimer: false,
  };

  it('AppConfig needs the spec fields; the "also carries" ones are optional', () => {
    expect(decodes(AppConfig, config)).toBe(true);
    const { showHeader: _dropped, ...withoutHeader } = config;
    expect(errorsOf(AppConfig, withoutHeader)).toEqual(['Expecting Flag at showHeader but instead got: undefined']);
  });

  it('AppConfig rejects a language the shop has no texts for', () => {
    expect(errorsOf(AppConfig, { ...config, languages: ['de', 'pl'] })).toEqual([
      'Expecting "de" | "en" | "fr" | "it" | "nl" | "es" | "sv" | "da" at languages.1 but instead got: "pl"',
    ]);
  });

  it('AppConfig customTermsLinks is a per-language map or false, not true', () => {
    expect(decodes(AppConfig, { ...config, customTermsLinks: { de: { terms: { url: '/agb', title: 'AGB' } } } })).toBe(true);
    expect(decodes(AppConfig, { ...config, customTermsLinks: true })).toBe(false);
  });

  it('StaticContent accepts the empty-banner map a PHP server sends', () => {
    expect(decodes(StaticContent, { banners: [], cookie_warning: '', social_media: [] })).toBe(true);
  });

  it('TourSingle accepts a tour without tickets, price list or questions', () => {
    const tour = {
      id: 1,
      name: 'Führung',
      eventName: 'Ausstellung',
      max_participants: 20,
      single_ticketing: 0,
      book_complete_tour: 1,
      booking_without_tickets: 1,
    };
    expect(decodes(TourSingle, { tour, tickets: [], priceList: [], schedule: { '11:00': { tours: 1 } } })).toBe(true);
    expect(errorsOf(TourSingle, { tour: { ...tour, single_ticketing: true }, tickets: [], priceList: [], schedule: [] })).toEqual([
      'Expecting Flag01 at tour.single_ticketing but instead got: true',
    ]);
  });

  it('CustomerData allows no separate shipping address', () => {
    const address = { name: 'M. Brockmann', street: 'Deichstraße 7', zip: '27568', city: 'Bremerhaven', country: 'DE' };
    const customer = {
      fname: 'Marlene',
      lname: 'Brockmann',
      email: 'm@example.org',
      phone: null,
      company: { name: null },
      salutation: '1',
      addrBilling: address,
      addrShipping: null,
      isGuest: true,
    };
    expect(decodes(CustomerData, customer)).toBe(true);
  });
});
