import type { AppConfig } from '../../api/codecs/shell';
import { useT } from '../../i18n';
import type { TextKey } from '../../i18n/phrases';
import { useConfig } from '../../engine/services';

/** The shop's sections, as the menu names them (`nav.<key>`, unless the configuration names them). */
export const SECTION_KEYS = ['tickets', 'guidedTours', 'merchandise', 'passes', 'vouchers'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/**
 * One name per section, so a visitor never meets two words for one place: the museum's own word
 * from the configuration's menu labels ("Admission"), else ours. The menu, the home page's tiles,
 * the section's heading and title, and every link back to it say the same.
 */
export function sectionName(config: Pick<AppConfig, 'navTranslations'>, lang: string, t: (key: TextKey) => string, key: SectionKey): string {
  const ours: TextKey = `nav.${key}`;
  return config.navTranslations[lang]?.[key] ?? t(ours);
}

export function useSectionName(key: SectionKey): string {
  const config = useConfig();
  const { t, lang } = useT();
  return sectionName(config, lang, t, key);
}
