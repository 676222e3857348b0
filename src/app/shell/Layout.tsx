import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { useConfig, useLang, useServices } from '../services';
import { sectionEnabled } from '../routes';
import { useRouteInfo } from './route-handle';
import { useRouteVisits } from './use-route-visits';
import NotFoundScreen from '../../screens/not-found/NotFoundScreen';
import { Header } from './Header';
import { Footer } from './Footer';
import { CookieNotice } from './CookieNotice';
import { RuntimePart } from './runtime-parts';
import { WaitingSpinner } from './WaitingSpinner';
import { PageTitleContext } from './page-title';
import { usePageEffects } from './use-page-effects';
import { useScreenSize } from './use-viewport';

/** The page frame around every screen: header, notices, messages, main, footer, cookie notice. */
export function Layout() {
  const { t } = useT();
  const config = useConfig();
  const lang = useLang();
  const { storage, requests } = useServices();
  const { handle, params } = useRouteInfo();
  const enabled = sectionEnabled(config, handle?.flag);
  // A screen may name its page (usePageTitle); it clears the name again when it unmounts. No
  // reset on navigation here: the parent's effect would run after the new screen's and wipe
  // the name that screen has just set.
  const [override, setOverride] = useState<string | null>(null);
  // The footer's cookie settings open the notice again to change the choice.
  const [cookieSettings, setCookieSettings] = useState(false);

  const siteName = config.siteNameTranslations[lang] ?? config.siteName;
  // Home is the site itself: its title is the site's name, not "Onlineshop - … – Onlineshop".
  const routeTitle = handle && handle.name !== 'home' ? t(handle.title) : '';
  const pageTitle = enabled ? (override ?? routeTitle) : t('title.notFound');
  useRouteVisits(enabled ? (handle?.name ?? null) : 'notFound', params);
  usePageEffects(storage, requests.pending, pageTitle ? t('title.format', { page: pageTitle, site: siteName }) : siteName);

  const size = useScreenSize();
  const showHeader = isOn(config.showHeader);
  const showFooter = isOn(config.showFooter);
  const moduleMode = !showHeader && !showFooter;
  const classes = ['app', `screen-${size}`, handle?.secondary ? 'page-secondary' : 'page-primary', moduleMode ? 'module-mode' : ''];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {showHeader && <Header />}
      <RuntimePart name="NoticeArea" />
      <RuntimePart name="MessageBar" />
      <main id="main" className="site-main" tabIndex={-1}>
        <PageTitleContext.Provider value={setOverride}>{enabled ? <Outlet /> : <NotFoundScreen />}</PageTitleContext.Provider>
      </main>
      {showFooter && <Footer onCookieSettings={() => setCookieSettings(true)} />}
      <CookieNotice reopened={cookieSettings} onClose={() => setCookieSettings(false)} />
      <WaitingSpinner />
    </div>
  );
}
