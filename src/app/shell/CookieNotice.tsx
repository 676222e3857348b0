import { lazy, Suspense } from 'react';
import { isOn } from '../../api/codecs/common';
import { useReadModel } from '../hooks';
import { useConfig, useShellData } from '../services';
import type { RootState } from '../read-models';

const selectAccepted = (s: RootState) => s.ui.cookiesAccepted;

/**
 * 000 §2: shown when configured, text from static content, until accepted. The notice (and
 * with it the HTML sanitizer) is its own chunk: most page views after the first never need it.
 */
export function CookieNotice() {
  const config = useConfig();
  const accepted = useReadModel(selectAccepted);
  const { staticContent } = useShellData();
  if (!isOn(config.showCookieDisclaimer) || accepted || !staticContent?.cookie_warning) return null;
  return (
    <Suspense fallback={null}>
      <CookieNoticeBody html={staticContent.cookie_warning} />
    </Suspense>
  );
}

const CookieNoticeBody = lazy(() => import(/* webpackChunkName: "cookie-notice" */ './CookieNoticeBody'));

