import * as t from 'io-ts';
import { Lang, Translations } from '../../kernel/brands';
import { Flag, NullableString, phpRecord } from './common';

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
export const AppConfig = t.intersection(
  [
    t.type({
      siteName: t.string,
      siteNameTranslations: Translations,
      navTranslations: t.record(t.string, NavLabels),
      languages: t.array(Lang),
      languagesFull: t.record(t.string, t.string),
      hasTickets: Flag,
      hasGuidedTours: Flag,
      hasMerchandise: Flag,
      hasVouchers: Flag,
      hasMemCard: Flag,
      hasUserRegistration: Flag,
      logoLinksToMainSite: Flag,
      museumMainUrl: t.string,
      museumPerLanguageUrls: t.record(t.string, t.string),
      customTermsLinks: t.union([t.record(t.string, TermsLinks), t.literal(false)]),
      partnerLogos: t.array(PartnerLogoGroup),
      showHeader: Flag,
      showFooter: Flag,
      showCookieDisclaimer: Flag,
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
export type AppConfig = t.TypeOf<typeof AppConfig>;

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
