import { useRef, useState, type ChangeEvent } from 'react';
import { NavLink, Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import type { Lang } from '../../messages';
import { basketCount } from '../../domain/cart/selectors';
import { useReadModel } from '../hooks';
import { useAuth, useConfig, useLang } from '../services';
import { isGuest } from '../session/auth-store';
import { href } from '../routes';
import { swapLanguage } from './paths';
import { useMenuFits, useScrolled } from './use-viewport';

const selectBasketCount = (s: { cart: Parameters<typeof basketCount>[0] }) => basketCount(s.cart);

type NavKey = 'tickets' | 'guidedTours' | 'merchandise' | 'passes' | 'vouchers';
const NAV: ReadonlyArray<{ key: NavKey; path: string; flag: 'hasTickets' | 'hasGuidedTours' | 'hasMerchandise' | 'hasMemCard' | 'hasVouchers' }> = [
  { key: 'tickets', path: 'tickets', flag: 'hasTickets' },
  { key: 'guidedTours', path: 'guided-tours', flag: 'hasGuidedTours' },
  { key: 'merchandise', path: 'merchandise', flag: 'hasMerchandise' },
  { key: 'passes', path: 'passes', flag: 'hasMemCard' },
  { key: 'vouchers', path: 'vouchers', flag: 'hasVouchers' },
];

export function Header() {
  const { t } = useT();
  const config = useConfig();
  const lang = useLang();
  const location = useLocation();
  const auth = useAuth();
  const count = useReadModel(selectBasketCount);
  const scrolled = useScrolled(100);
  const bar = useRef<HTMLDivElement>(null);
  const fits = useMenuFits(bar);
  const [open, setOpen] = useState(false);

  const siteName = config.siteNameTranslations[lang] ?? config.siteName;
  const labels = config.navTranslations[lang] ?? {};
  const mainSite = config.museumPerLanguageUrls[lang] ?? config.museumMainUrl;
  const logoToMainSite = isOn(config.logoLinksToMainSite) && mainSite;
  const loggedInCustomer = auth.token !== null && auth.customer !== null && !isGuest(auth.customer);
  const showAuthLinks = isOn(config.hasUserRegistration) && !loggedInCustomer;

  const changeLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    // 000 §2: the language segment is replaced and the page reloads in the new language.
    window.location.assign(swapLanguage(location.pathname + location.search, event.target.value as Lang));
  };

  const collapsed = !fits;
  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}${collapsed ? ' menu-collapsed' : ''}${open ? ' menu-open' : ''}`}>
      <div className="site-header__bar" ref={bar}>
        {logoToMainSite ? (
          <a className="site-logo" href={mainSite} target="_blank" rel="noopener noreferrer" aria-label={`${siteName} (${t('common.opensInNewTab')})`}>
            {siteName}
          </a>
        ) : (
          <Link className="site-logo" to={href(lang)}>
            {siteName}
          </Link>
        )}
        {collapsed && (
          <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen(!open)}>
            <span className="menu-toggle__icon" aria-hidden="true" />
            {open ? t('nav.menuClose') : t('nav.menuOpen')}
          </button>
        )}
        <div className="site-menu" id="site-menu" hidden={collapsed && !open}>
          <nav aria-label={t('nav.mainNavigation')}>
            <ul className="site-nav">
              {NAV.filter((n) => isOn(config[n.flag])).map((n) => (
                <li key={n.key}>
                  <NavLink to={href(lang, n.path)} onClick={() => setOpen(false)}>
                    {labels[n.key] ?? t(`nav.${n.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-tools">
            {config.languages.length > 1 && (
              <label className="language-select">
                <span className="visually-hidden">{t('nav.languageChooser')}</span>
                <select value={lang} onChange={changeLanguage}>
                  {config.languages.map((code) => (
                    <option key={code} value={code} lang={code}>
                      {config.languagesFull[code] ?? code.toUpperCase()}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {showAuthLinks && (
              <>
                <NavLink className="tool-link" to={href(lang, 'login')}>
                  {t('nav.login')}
                </NavLink>
                <NavLink className="tool-link" to={href(lang, 'register')}>
                  {t('nav.register')}
                </NavLink>
              </>
            )}
            {loggedInCustomer && auth.customer && (
              <details className="user-menu">
                <summary aria-label={t('nav.userMenu', { name: `${auth.customer.fname} ${auth.customer.lname}` })}>
                  {auth.customer.fname} {auth.customer.lname}
                </summary>
                <ul>
                  <li>
                    <Link to={href(lang, 'settings')}>{t('nav.settings')}</Link>
                  </li>
                  <li>
                    <Link to="/logout">{t('nav.logout')}</Link>
                  </li>
                </ul>
              </details>
            )}
            <NavLink
              className={`basket-link${count > 0 ? ' has-items' : ''}`}
              to={href(lang, 'checkout')}
              aria-label={t('nav.basketCount', { smart_count: count })}
              end
            >
              <span aria-hidden="true" className="basket-link__icon" />
              <span aria-hidden="true">{t('nav.basket')}</span>
              <span className="basket-link__count" aria-hidden="true" data-testid="basket-count">
                {count}
              </span>
            </NavLink>
          </div>
        </div>
      </div>
    </header>
  );
}
