import * as G from 'io-ts/Guard';
import { LANGUAGES } from '../../kernel/brand-checks';
import { isOpeningTime, keysAreDays, opensBeforeCloses, requiredFlags } from './shell-shapes';
import type { AppConfig, MetaData, StaticContent } from './shell';
import type { CustomerData } from './customer-data';

/**
 * The page frame's answers checked with io-ts's guards (its `Guard` module: `is` alone, an
 * eighth of the classic module's weight in main.js): a first visit whose configuration, static
 * content and meta data pass them takes them as they stand, settled as their codecs would decode
 * them (an empty map written as `[]` is `{}`, primitives.ts `phpRecord`). An answer a guard refuses is
 * decoded by its codec (shell.ts, loaded then), which leaves a malformed extra out and puts
 * what is wrong in words. `shell-guards.test.ts` holds each guard to its codec for every JSON
 * value: what the codec's `is` takes the guard takes, and what the guard takes the codec
 * decodes to its settled value (docs/decisions.md "The shell's answers are checked by io-ts's
 * guards").
 */

/** What a shell call takes without its codec. */
export interface ShellGuard<A> {
  is(u: unknown): boolean;
  /** What `is` passed, as its codec decodes it. */
  settle(u: unknown): A;
}

// What passed a guard is its codec's value, up to the empty maps `settle` mends.
const asDecoded = <A>(u: unknown): A => u as A;

const refine = <A>(guard: G.Guard<unknown, A>, ok: (a: A) => boolean): G.Guard<unknown, A> => ({ is: (u): u is A => guard.is(u) && ok(u) });
const both = <A, B>(a: G.Guard<unknown, A>, b: G.Guard<unknown, B>): G.Guard<unknown, A & B> => G.intersect(b)(a);

const Flag = G.union(G.literal(0, 1), G.boolean);
/** A map, or `[]` as the server writes an empty one (primitives.ts `phpRecord`). */
const phpRecord = <A>(value: G.Guard<unknown, A>) => G.union(G.record(value), { is: (u: unknown): u is never[] => Array.isArray(u) && u.length === 0 });
const NullableString = G.nullable(G.string);
const Translations = G.record(G.string);

const NavLabels = G.partial({ tickets: G.string, guidedTours: G.string, merchandise: G.string, passes: G.string, vouchers: G.string });
const TermsLink = G.struct({ url: G.string, title: G.string });
const TermsLinks = G.partial({ imprint: TermsLink, terms: TermsLink, data_protection: TermsLink, shipping: TermsLink });
const PartnerLogo = both(G.struct({ image: G.string }), G.partial({ url: G.string }));
const PartnerLogoGroup = G.struct({ name: Translations, logos: G.array(PartnerLogo) });

const ConfigFields = both(
  G.struct({
    siteName: G.string,
    siteNameTranslations: Translations,
    navTranslations: G.record(NavLabels),
    languages: G.array(G.literal(...LANGUAGES)),
    languagesFull: G.record(G.string),
    museumMainUrl: G.string,
    museumPerLanguageUrls: G.record(G.string),
    customTermsLinks: G.union(G.record(TermsLinks), G.literal(false)),
    partnerLogos: G.array(PartnerLogoGroup),
    ...requiredFlags(Flag),
  }),
  G.partial({
    hasVoucherCode: Flag,
    hasInvoiceRequest: Flag,
    hasGuestRegistration: Flag,
    hasOrderReview: Flag,
    defaultCountry: G.string,
    homeView: G.string,
    showProgressBar: Flag,
    supportEmail: G.string,
    theme: G.record(G.string),
    hostOrigins: G.array(G.string),
    embeddedDataLayer: Flag,
    trackingLanguage: G.string,
  }),
);

const OpeningTime = refine(G.string, isOpeningTime);
const DayHours = G.nullable(refine(G.struct({ opens: OpeningTime, closes: OpeningTime }), opensBeforeCloses));
const OpeningHours = both(
  G.struct({ weekdays: G.struct({ mon: DayHours, tue: DayHours, wed: DayHours, thu: DayHours, fri: DayHours, sat: DayHours, sun: DayHours }) }),
  G.partial({ exceptions: refine(phpRecord(DayHours), keysAreDays) }),
);
const Extras = G.partial({ openingHours: OpeningHours, siteNameShortTranslations: Translations });

const ConfigGuard = both(ConfigFields, Extras);
export const AppConfigGuard: ShellGuard<AppConfig> = {
  is: ConfigGuard.is,
  settle: (u) => {
    const hours = (u as { openingHours?: { exceptions?: unknown } }).openingHours;
    return asDecoded(Array.isArray(hours?.exceptions) ? { ...(u as object), openingHours: { ...hours, exceptions: {} } } : u);
  },
};

const StaticContentShape = G.struct({
  banners: phpRecord(G.array(G.struct({ image: G.string, image_mobile: NullableString }))),
  cookie_warning: G.string,
  social_media: G.array(G.struct({ name: G.string, link: G.string, sequence_no: G.number })),
});
export const StaticContentGuard: ShellGuard<StaticContent> = {
  is: StaticContentShape.is,
  settle: (u) => asDecoded(Array.isArray((u as { banners?: unknown }).banners) ? { ...(u as object), banners: {} } : u),
};

export const MetaDataGuard: ShellGuard<MetaData> = { is: G.struct({ title: G.string, description: G.string, keywords: G.string, supportEmail: G.string }).is, settle: asDecoded };

const Address = G.struct({ name: G.string, street: G.string, zip: G.string, city: G.string, country: G.string });

const CustomerDataShape = both(
  G.struct({
    fname: G.string,
    lname: G.string,
    email: G.string,
    phone: NullableString,
    company: G.struct({ name: NullableString }),
    salutation: NullableString,
    addrBilling: Address,
    addrShipping: G.nullable(Address),
  }),
  G.partial({ isGuest: Flag }),
);
export const CustomerDataGuard: ShellGuard<CustomerData> = { is: CustomerDataShape.is, settle: asDecoded };
