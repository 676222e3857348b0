import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { Lang, Translations } from '../../kernel/brands';
import { Flag, NullableString, phpRecord } from './primitives';
import { isOpeningTime, keysAreDays, opensBeforeCloses, requiredFlags } from './shell-shapes';

const NavLabels = t.partial(
  { tickets: t.string, guidedTours: t.string, merchandise: t.string, passes: t.string, vouchers: t.string },
  'NavLabels',
);

const TermsLink = t.type({ url: t.string, title: t.string }, 'TermsLink');
const TermsLinks = t.partial(
  { imprint: TermsLink, terms: TermsLink, data_protection: TermsLink, shipping: TermsLink },
  'TermsLinks',
);

const PartnerLogo = t.intersection([t.type({ image: t.string }), t.partial({ url: t.string })], 'PartnerLogo');
const PartnerLogoGroup = t.type({ name: Translations, logos: t.array(PartnerLogo) }, 'PartnerLogoGroup');

/**
 * Remote configuration. The fields spec 000 §3 lists as "App configuration" are required: the
 * shell cannot lay itself out without them. The ones it only says the config "also carries",
 * and the theme, are optional so an older museum server still boots the shop.
 */
const ConfigFields = t.intersection(
  [
    t.type({
      siteName: t.string,
      siteNameTranslations: Translations,
      navTranslations: t.record(t.string, NavLabels),
      languages: t.array(Lang),
      languagesFull: t.record(t.string, t.string),
      museumMainUrl: t.string,
      museumPerLanguageUrls: t.record(t.string, t.string),
      customTermsLinks: t.union([t.record(t.string, TermsLinks), t.literal(false)]),
      partnerLogos: t.array(PartnerLogoGroup),
      ...requiredFlags(Flag),
    }),
    t.partial({
      hasVoucherCode: Flag,
      hasInvoiceRequest: Flag,
      /** 001 §6: whether guest registration is offered (on unless switched off). */
      hasGuestRegistration: Flag,
      /**
       * 001 §2: a binding order review on the checkout screen before paying; the provider then
       * returns to checkout/success instead of checkout/accepted.
       */
      hasOrderReview: Flag,
      defaultCountry: t.string,
      homeView: t.string,
      showProgressBar: Flag,
      supportEmail: t.string,
      /** CSS custom properties, e.g. `{"--color-primary": "#b4002d"}`. */
      theme: t.record(t.string, t.string),
      /**
       * Origins of the museum's pages that may embed the shop (docs/embedding.md): the only
       * targets of its messages (tracking, size) and the only senders of consent it accepts.
       */
      hostOrigins: t.array(t.string),
      /** Embedded: send tracking to the frame's own dataLayer as well as to the host (off). */
      embeddedDataLayer: Flag,
      /**
       * The language of item names in the tracking stream (docs/tracking.md "Item names"): one
       * per deployment, whatever the visitor's; the shop's first language when not given.
       */
      trackingLanguage: t.string,
    }),
  ],
  'AppConfig',
);

const OpeningTime = t.refinement(t.string, isOpeningTime, 'time HH:MM');
const Hours = t.refinement(t.type({ opens: OpeningTime, closes: OpeningTime }), opensBeforeCloses, 'hours (opens before closes)');
/** A day's hours; null: closed. */
const DayHours = t.union([Hours, t.null], 'hours or null (closed)');

/**
 * Opening hours (docs/decisions.md "Opening hours"): every weekday's hours, Monday first, and
 * dated exceptions that replace a weekday's (a holiday closed, a long night). An empty JSON
 * array is no exceptions, as for every map.
 */
export const OpeningHours = t.intersection(
  [
    t.type({
      weekdays: t.type({ mon: DayHours, tue: DayHours, wed: DayHours, thu: DayHours, fri: DayHours, sat: DayHours, sun: DayHours }),
    }),
    t.partial({
      exceptions: t.refinement(phpRecord(DayHours), keysAreDays, 'exceptions by date YYYY-MM-DD'),
    }),
  ],
  'OpeningHours',
);
export type OpeningHours = t.TypeOf<typeof OpeningHours>;

/**
 * Display extras the shop does without when they are missing (absent or null) or malformed: a
 * museum server that does not send them, or sends one wrong, still gets a working shop (the
 * field is left out; `ignored` says why, which boot writes to the console in readable lines).
 */
const EXTRAS = {
  /** Shown on the home page: "Open today 10:00–18:00" or "Closed today". */
  openingHours: OpeningHours,
  /** Language → a shorter site name, for the header when the menu is not on one line. */
  siteNameShortTranslations: Translations,
};
const Extras = t.partial(EXTRAS);
type Extras = t.TypeOf<typeof Extras>;

export type AppConfig = t.TypeOf<typeof ConfigFields> &
  Extras & {
    /**
     * Why the extras left out as malformed were left out (ours, never sent by a server): io-ts's
     * errors, put in words by api/report.ts `reportErrors` where they are shown, so a first
     * visit whose configuration is whole does not download the words.
     */
    readonly ignored?: t.Errors;
  };

/** The remote configuration: its fields must decode; a malformed extra is left out, not fatal. */
export const AppConfig = new t.Type<AppConfig, AppConfig, unknown>(
  'AppConfig',
  (u): u is AppConfig => ConfigFields.is(u) && Extras.is(u),
  (u, c) => {
    // The fields' intersection in this codec's place, so a report reads "showHeader", not
    // "0.showHeader", and keeps the path above it (a fixture's "config.showHeader").
    const here = c[c.length - 1];
    const fields = ConfigFields.validate(u, here ? [...c.slice(0, -1), { ...here, type: ConfigFields }] : c);
    if (isLeft(fields)) return fields;
    const config: Record<string, unknown> = { ...fields.right };
    const ignored: t.ValidationError[] = [];
    for (const [key, codec] of Object.entries(EXTRAS)) {
      const value = config[key];
      // null is how a server writes a field it has no value for: the same as absent.
      if (value === null) delete config[key];
      if (value === undefined || value === null) continue;
      const extra = (codec as t.Mixed).validate(value, t.appendContext(c, key, codec as t.Mixed, value));
      if (isLeft(extra)) {
        delete config[key];
        ignored.push(...extra.left);
      } else config[key] = extra.right;
    }
    if (ignored.length > 0) config.ignored = ignored;
    return t.success(config as AppConfig);
  },
  t.identity,
);

const Banner = t.type({ image: t.string, image_mobile: NullableString }, 'Banner');
const SocialLink = t.type({ name: t.string, link: t.string, sequence_no: t.number }, 'SocialLink');

export const StaticContent = t.type(
  {
    banners: phpRecord(t.array(Banner), 'BannerGroups'),
    /** HTML: render only through the sanitizer wrapper. */
    cookie_warning: t.string,
    social_media: t.array(SocialLink),
  },
  'StaticContent',
);
export type StaticContent = t.TypeOf<typeof StaticContent>;

/** Imprint, terms, data protection, shipping. `html` goes through the sanitizer wrapper. */
export const StaticPage = t.type({ title: t.string, html: t.string }, 'StaticPage');
export type StaticPage = t.TypeOf<typeof StaticPage>;

export const MetaData = t.type(
  { title: t.string, description: t.string, keywords: t.string, supportEmail: t.string },
  'MetaData',
);
export type MetaData = t.TypeOf<typeof MetaData>;

/** The ids `staticPage` accepts, also the `page/{id}` route ids. */
export const STATIC_PAGE_IDS = ['imprint', 'terms', 'data_protection', 'shipping'] as const;
export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];
