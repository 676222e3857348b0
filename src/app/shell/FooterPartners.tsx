import { useT } from '../../i18n';
import { useConfig, useLang, useShellData } from '../../engine/services';
import './footer-partners.css';

/** The footer's end: the museum's social channels and its partners' logos (Footer.tsx loads it). */
export default function FooterPartners() {
  const { t } = useT();
  const config = useConfig();
  const lang = useLang();
  const { staticContent } = useShellData();
  const social = [...(staticContent?.social_media ?? [])].sort((a, b) => a.sequence_no - b.sequence_no);
  return (
    <>
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
    </>
  );
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
