import { Link } from 'react-router-dom';
import { useT, type TextKey } from '../../i18n';
import { isOn } from '../../api/codecs/flag';
import { useConfig, useLang, useShellData } from '../../engine/services';
import { href } from '../../routing/route-paths';
import { ReportProblem } from '../../screens/shared/ReportProblem';
import { useCookieNoticeAvailable } from './CookieNotice';

type LegalKey = 'imprint' | 'terms' | 'data_protection' | 'shipping';
const LEGAL: ReadonlyArray<{ key: LegalKey; label: TextKey; path: string }> = [
  { key: 'imprint', label: 'footer.imprint', path: 'page/imprint' },
  { key: 'terms', label: 'footer.terms', path: 'page/terms' },
  { key: 'data_protection', label: 'footer.dataProtection', path: 'page/data_protection' },
  { key: 'shipping', label: 'footer.shipping', path: 'page/shipping' },
];

export function Footer({ onCookieSettings }: { onCookieSettings?: () => void }) {
  const { t } = useT();
  const config = useConfig();
  const lang = useLang();
  const { staticContent } = useShellData();
  const custom = config.customTermsLinks === false ? undefined : config.customTermsLinks[lang];
  const siteName = config.siteNameTranslations[lang] ?? config.siteName;
  const social = [...(staticContent?.social_media ?? [])].sort((a, b) => a.sequence_no - b.sequence_no);
  const legal = LEGAL.filter((l) => l.key !== 'shipping' || isOn(config.hasMerchandise));
  const cookieChoice = useCookieNoticeAvailable();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.legalNavigation')}>
          <ul className="footer-links">
            {legal.map((l) => {
              const override = custom?.[l.key];
              return (
                <li key={l.key}>
                  {override ? (
                    <a href={override.url} target="_blank" rel="noopener noreferrer">
                      {override.title}
                      <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
                    </a>
                  ) : (
                    <Link to={href(lang, l.path)}>{t(l.label)}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="site-footer__tools">
          {cookieChoice && onCookieSettings && (
            <button type="button" className="link-button" onClick={onCookieSettings}>
              {t('cookie.settings')}
            </button>
          )}
          <ReportProblem className="site-footer__report" />
        </div>
        {social.length > 0 && (
          <ul className="social-links" aria-label={t('footer.social')}>
            {social.map((s) => (
              <li key={`${s.name}-${s.sequence_no}`}>
                <a href={s.link} target="_blank" rel="noopener noreferrer" className={`social-icon social-icon--${s.name.toLowerCase()}`}>
                  <span aria-hidden="true">{s.name.slice(0, 1).toUpperCase()}</span>
                  <span className="visually-hidden">{t('footer.socialLink', { name: s.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {config.partnerLogos.length > 0 && (
          <section className="partner-logos" aria-label={t('footer.partners')}>
            {config.partnerLogos.map((group, i) => {
              const title = group.name[lang] ?? group.name.en ?? group.name.de ?? '';
              return (
                <div className="partner-group" key={i}>
                  {title && <h2 className="partner-group__title">{title}</h2>}
                  <ul>
                    {group.logos.map((logo, j) => {
                      // The configuration names groups, not logos: a link is named by the site it
                      // opens, a plain logo by its group and position.
                      const host = logo.url ? hostOf(logo.url) : null;
                      const label = `${title || t('footer.partners')} ${j + 1}`;
                      const img = <img src={logo.image} alt={host ? '' : label} loading="lazy" height={48} />;
                      return (
                        <li key={j}>
                          {logo.url ? (
                            <a href={logo.url} target="_blank" rel="noopener noreferrer" aria-label={`${host ?? label} (${t('common.opensInNewTab')})`}>
                              {img}
                            </a>
                          ) : (
                            img
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
          </section>
        )}
        <p className="copyright">{t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}</p>
      </div>
    </footer>
  );
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
