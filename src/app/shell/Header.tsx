import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { sectionName } from '../../screens/shared/section-names';
import { NavLink, Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/flag';
import { useReadModelOr } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { basketCount } from '../../domain/cart/count';
import { useAuth, useConfig, useLang } from '../../engine/services';
import { isGuest } from '../../engine/auth-store';
import { href } from '../../routing/route-paths';
import { swapLanguage } from '../../routing/paths';
import { useMenuLayout, useScrolled } from '../../components/use-viewport';

const selectBasketCount = (s: Pick<RootState, 'cart'>) => basketCount(s.cart);

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
  const count = useReadModelOr(selectBasketCount, 0);
  const scrolled = useScrolled(100);
  const bar = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Any navigation (a section, login, the basket, the user menu) closes the mobile menu and an
  // open language or user menu, so the next visit to the header starts from closed menus.
  useEffect(() => {
    setOpen(false);
    bar.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [location.pathname]);
  // An open menu closes like any dropdown: Escape (the focus goes back to the toggle) or a press
  // outside the header.
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPress = (event: PointerEvent): void => {
      if (event.target instanceof Node && !bar.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);

  const siteName = config.siteNameTranslations[lang] ?? config.siteName;
  const mainSite = config.museumPerLanguageUrls[lang] ?? config.museumMainUrl;
  const logoToMainSite = isOn(config.logoLinksToMainSite) && mainSite;
  // Signed in but the customer could not be loaded (yet): still a menu, so logout is reachable.
  const loggedInCustomer = auth.token !== null && (auth.customer === null || !isGuest(auth.customer));
  const showAuthLinks = isOn(config.hasUserRegistration) && !loggedInCustomer;
  const customerName = loggedInCustomer && auth.customer ? `${auth.customer.fname} ${auth.customer.lname}` : '';
  const menuLabel = customerName ? t('nav.userMenu', { name: customerName }) : t('nav.myAccount');
  // What changes the width of the expanded bar without a resize.
  // The count's box holds two digits at one width (min-width, tabular figures): the bar is
  // measured again only when a third digit comes or goes, not on every basket change, where
  // forcing a layout of the whole page would sit inside the click.
  const countWidth = Math.max(2, String(count).length);
  const layout = useMenuLayout(bar, 500, `${showAuthLinks}|${customerName}|${countWidth}`);

  const collapsed = layout === 'collapsed';
  // Off the one-line layout the bar is narrow: the configured short name, if any, for this
  // language. The widths the layouts were chosen by were measured with the longer name, so the
  // shorter one always fits where it is shown (a narrower bar is re-measured with it).
  const shownName = (layout !== 'row' && config.siteNameShortTranslations?.[lang]) || siteName;
  // The full name on hover when the short one is shown.
  const nameTitle = shownName === siteName ? undefined : siteName;
  // The basket stays in the bar, visible without opening the menu; it sits where it is seen
  // (after the menu when expanded, before the toggle when collapsed), so the focus order
  // follows the visual order.
  const basket = (
    <NavLink className={`basket-link${count > 0 ? ' has-items' : ''}`} to={href(lang, 'checkout')} end data-row="top">
      <span aria-hidden="true" className="basket-link__icon" />
      <span className="basket-link__label">{t('nav.basket')}</span>{' '}
      <span className="basket-link__count" aria-hidden="true" data-testid="basket-count">
        {count}
      </span>
      <span className="visually-hidden"> {t('nav.basketItems', { smart_count: count })}</span>
    </NavLink>
  );
  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''} menu-${layout}${open ? ' menu-open' : ''}`}>
      <div className="site-header__bar" ref={bar}>
        {logoToMainSite ? (
          <a className="site-logo" data-row="top" href={mainSite} target="_blank" rel="noopener noreferrer" aria-label={`${shownName} (${t('common.opensInNewTab')})`} title={nameTitle}>
            {shownName}
          </a>
        ) : (
          <Link className="site-logo" data-row="top" to={href(lang)} title={nameTitle}>
            {shownName}
          </Link>
        )}
        {collapsed && basket}
        {collapsed && (
          <button type="button" ref={toggle} className="menu-toggle" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen(!open)}>
            <span className="menu-toggle__icon" aria-hidden="true" />
            <span className="menu-toggle__text">{open ? t('nav.menuClose') : t('nav.menuOpen')}</span>
          </button>
        )}
        <div className="site-menu" id="site-menu" hidden={collapsed && !open}>
          <nav aria-label={t('nav.mainNavigation')}>
            <ul className="site-nav" data-row="nav">
              {NAV.filter((n) => isOn(config[n.flag])).map((n) => (
                <li key={n.key}>
                  <NavLink to={href(lang, n.path)}>
                    {sectionName(config, lang, t, n.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-tools" data-row="top">
            {config.languages.length > 1 && (
              <details className="language-menu" onKeyDown={closeOnEscape}>
                <summary>
                  {/* Compact: the code is shown, the name is what a screen reader says. */}
                  <span className="visually-hidden">{t('nav.languageChooser')}: </span>
                  <span className="visually-hidden" lang={lang}>
                    {config.languagesFull[lang] ?? lang.toUpperCase()}
                  </span>
                  <span aria-hidden="true">{lang.toUpperCase()}</span>
                </summary>
                <ul>
                  {config.languages.map((code) => (
                    <li key={code}>
                      {/* A plain link: 000 §2 wants the page reloaded in the new language. */}
                      <a href={swapLanguage(location.pathname + location.search, code) + location.hash} lang={code} hrefLang={code} aria-current={code === lang ? 'true' : undefined}>
                        {config.languagesFull[code] ?? code.toUpperCase()}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
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
            {loggedInCustomer && (
              <details className="user-menu" onKeyDown={closeOnEscape}>
                <summary aria-label={menuLabel}>{customerName || t('nav.myAccount')}</summary>
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
          </div>
        </div>
        {!collapsed && basket}
      </div>
    </header>
  );
}

/** Escape closes a disclosure menu (language, user) and returns focus to its summary. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  // Handled: an open menu panel around it stays open (its own Escape waits for the next press).
  event.preventDefault();
  details.open = false;
  details.querySelector('summary')?.focus();
}
