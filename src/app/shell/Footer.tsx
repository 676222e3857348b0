import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
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
  const social = staticContent?.social_media ?? [];
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
        <p className="copyright">{t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}</p>
        {(social.length > 0 || config.partnerLogos.length > 0) && <PartnersWhenNear />}
      </div>
    </footer>
  );
}

// The museum's social channels and partners, the footer's end: not on a first visit's screen
// (the main area is a viewport high), so their code comes when the footer's end does (or the
// focus enters it). Last in the footer, they push nothing on screen down when they arrive; the
// slot watched until then takes no room (index.css), so nothing moves when it goes either.
// Should its chunk not load, the footer keeps what it has: its end is not worth an error on the page.
const FooterPartners = lazy((): Promise<{ default: ComponentType }> => import(/* webpackChunkName: "footer-partners" */ './FooterPartners').catch(() => ({ default: () => null })));

function PartnersWhenNear() {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const footer = slot.current?.closest('footer');
    if (near || !slot.current || !footer) return;
    const come = () => setNear(true);
    // A tab into the footer's links scrolls them, not yet its end, into view.
    footer.addEventListener('focusin', come);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && come(), { rootMargin: '0px 0px 100px 0px' });
    observer.observe(slot.current);
    return () => {
      observer.disconnect();
      footer.removeEventListener('focusin', come);
    };
  }, [near]);
  return near ? (
    <Suspense fallback={null}>
      <FooterPartners />
    </Suspense>
  ) : (
    <div ref={slot} className="site-footer__slot" />
  );
}
