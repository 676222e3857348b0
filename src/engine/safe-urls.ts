import type { AppConfig, StaticContent } from '../api/codecs/shell';

/** The schemes a configured link may use; anything else (javascript:, data:, vbscript:…) is dropped. */
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Says which configured link was dropped and why: one readable console line each. */
export type DropReport = (where: string, raw: string) => void;

export const warnDropped: DropReport = (where, raw) => {
  const shown = raw.length > 60 ? `${raw.slice(0, 60)}…` : raw;
  console.warn(`Foyer: the configured link ${where} was dropped: ${JSON.stringify(shown)} is not http(s), mailto, tel or a path on this site`);
};

/**
 * A configured URL the shop may render as a link or image source: http(s), mailto, tel, or a
 * path on this site; null otherwise. Parsed the way the browser will (the URL parser strips
 * tabs and newlines, so "java\tscript:" is caught as javascript:).
 */
export function safeUrl(raw: string, origin: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  return ALLOWED.has(url.protocol) ? text : null;
}

/** An empty value means "none" and stays as it is; an unsafe one is reported and dropped. */
function checker(origin: string, report: DropReport): (where: string, raw: string) => string | null {
  return (where, raw) => {
    if (raw.trim() === '') return raw;
    const safe = safeUrl(raw, origin);
    if (safe === null) report(where, raw);
    return safe;
  };
}

/** The configuration with every unsafe link dropped: a link falls back to what the shop shows without it. */
export function safeConfig(config: AppConfig, origin: string, report: DropReport = warnDropped): AppConfig {
  const check = checker(origin, report);
  const perLanguage = Object.fromEntries(
    Object.entries(config.museumPerLanguageUrls).flatMap(([lang, raw]) => {
      const safe = check(`museumPerLanguageUrls.${lang}`, raw);
      return safe === null ? [] : [[lang, safe]];
    }),
  );
  const terms =
    config.customTermsLinks === false
      ? false
      : Object.fromEntries(
          Object.entries(config.customTermsLinks).map(([lang, links]) => [
            lang,
            Object.fromEntries(
              Object.entries(links).flatMap(([key, link]) => {
                const safe = link ? check(`customTermsLinks.${lang}.${key}`, link.url) : null;
                return safe === null || !link ? [] : [[key, { ...link, url: safe }]];
              }),
            ),
          ]),
        );
  const partnerLogos = config.partnerLogos.map((group, g) => ({
    ...group,
    logos: group.logos.flatMap((logo, l) => {
      const image = check(`partnerLogos.${g}.logos.${l}.image`, logo.image);
      if (image === null) return [];
      const url = logo.url === undefined ? null : check(`partnerLogos.${g}.logos.${l}.url`, logo.url);
      return [url === null ? { image } : { image, url }];
    }),
  }));
  return {
    ...config,
    museumMainUrl: check('museumMainUrl', config.museumMainUrl) ?? '',
    museumPerLanguageUrls: perLanguage,
    customTermsLinks: terms,
    partnerLogos,
  };
}

/** Static content with unsafe social links and banner images dropped. */
export function safeStaticContent(content: StaticContent, origin: string, report: DropReport = warnDropped): StaticContent {
  const check = checker(origin, report);
  const banners = Object.fromEntries(
    Object.entries(content.banners).map(([group, list]) => [
      group,
      list.flatMap((banner, i) => {
        const image = check(`banners.${group}.${i}.image`, banner.image);
        if (image === null) return [];
        const mobile = banner.image_mobile === null ? null : check(`banners.${group}.${i}.image_mobile`, banner.image_mobile);
        return [{ ...banner, image, image_mobile: mobile }];
      }),
    ]),
  );
  const social = content.social_media.flatMap((s, i) => {
    const link = check(`social_media.${i}.link`, s.link);
    return link === null ? [] : [{ ...s, link }];
  });
  return { ...content, banners, social_media: social };
}
