import { useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/flag';
import { useConfig, useLang, useServices, useStore } from '../../engine/services';
import type { ReadableStore } from '../../kernel/store';
import { NotFoundScreen, sectionEnabled } from '../routes';
import { useRouteInfo } from './route-handle';
import { useRouteVisits } from './use-route-visits';
import { ScreenBoundary } from './ScreenError';
import { Header } from './Header';
import { Footer } from './Footer';
import { CookieNotice } from './CookieNotice';
import { RuntimePart } from './runtime-parts';
import { WaitingSpinner } from './WaitingSpinner';
import { PageTitleContext, usePageName } from '../../screens/shared/page-title';
import { useDocumentTitle, usePageEffects } from './use-page-effects';
import { ScreenSuspense } from './screen-reveal';
import type { RouteHandle } from '../routes';
import { useScreenSize } from '../../components/use-viewport';

/** The page frame around every screen: header, notices, messages, main, footer, cookie notice. */
export function Layout() {
  const { t } = useT();
  const config = useConfig();
  const lang = useLang();
  const { storage, requests, firstPaint } = useServices();
  // Boot's first screen waits for this frame to be painted before it asks for its chunks
  // (first-paint.ts): marked inside the commit, before the paint.
  useLayoutEffect(() => firstPaint?.frame(), [firstPaint]);
  const { handle, params } = useRouteInfo();
  const enabled = sectionEnabled(config, handle?.flag);
  // A screen may name its page (usePageTitle); it clears the name again when it unmounts. No
  // reset on navigation here: the parent's effect would run after the new screen's and wipe
  // the name that screen has just set.
  const pageName = usePageName();
  // The footer's cookie settings open the notice again to change the choice.
  const [cookieSettings, setCookieSettings] = useState(false);

  const siteName = config.siteNameTranslations[lang] ?? config.siteName;
  useRouteVisits(enabled ? (handle?.name ?? null) : 'notFound', params);
  usePageEffects(storage, requests.pending);

  const size = useScreenSize();
  const showHeader = isOn(config.showHeader);
  const showFooter = isOn(config.showFooter);
  const moduleMode = !showHeader && !showFooter;
  const classes = ['app', `screen-${size}`, handle?.secondary ? 'page-secondary' : 'page-primary', moduleMode ? 'module-mode' : ''];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {/* First in the document, so first in the Tab order: it covers part of the page until chosen. */}
      <CookieNotice reopened={cookieSettings} onClose={() => setCookieSettings(false)} />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {showHeader && <Header />}
      <RuntimePart name="NoticeArea" />
      <RuntimePart name="MessageBar" />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* The frame shows at once while the first screen (and the runtime it waits for) loads;
            later moves are transitions, which keep the screen left until the next is ready. */}
        <ScreenSuspense>
          <PageTitleContext.Provider value={pageName.next}>{enabled ? (
              <Outlet />
            ) : (
              <ScreenBoundary>
                <NotFoundScreen />
              </ScreenBoundary>
            )}</PageTitleContext.Provider>
          <DocumentTitle handle={enabled ? handle : null} pageName={pageName} siteName={siteName} />
        </ScreenSuspense>
      </main>
      {showFooter && <Footer onCookieSettings={() => setCookieSettings(true)} />}
      <WaitingSpinner />
    </div>
  );
}

/**
 * "page - site", set with the screen it names: rendered beside it, it waits for the screen's
 * chunk and the texts that come with the runtime. Home is the site itself: its title is the
 * site's name. A section switched off (no handle) is "Page not found".
 */
function DocumentTitle({ handle, pageName, siteName }: { handle: RouteHandle | null | undefined; pageName: ReadableStore<string | null>; siteName: string }) {
  const { t } = useT();
  const override = useStore(pageName);
  const routeTitle = handle === null ? t('title.notFound') : handle && handle.name !== 'home' ? t(handle.title) : '';
  const pageTitle = handle === null ? routeTitle : (override ?? routeTitle);
  useDocumentTitle(pageTitle ? t('title.format', { page: pageTitle, site: siteName }) : siteName);
  return null;
}
