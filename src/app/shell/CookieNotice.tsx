import { lazy, Suspense } from 'react';
import { isOn } from '../../api/codecs/common';
import { useReadModelOr } from '../hooks';
import { useConfig, useServices, useShellData } from '../services';
import type { RootState } from '../read-models';
import { consentOf } from '../../domain/ui/consent';

const selectChosen = (s: RootState) => consentOf(s.ui) !== null;

/** The cookie notice is configured and has its text: only then is there a choice to make or change. */
export function useCookieNoticeAvailable(): boolean {
  const config = useConfig();
  const { staticContent } = useShellData();
  // Embedded, the host page asks and passes the choice in: no second notice.
  const { embedded } = useServices();
  return !embedded && isOn(config.showCookieDisclaimer) && Boolean(staticContent?.cookie_warning);
}

/**
 * 000 §2: shown when configured, text from static content, until the visitor chooses; the
 * footer's cookie settings open it again (`reopened`) to change the choice. The notice (and
 * with it the HTML sanitizer) is its own chunk: most page views after the first never need it.
 */
export function CookieNotice({ reopened = false, onClose }: { reopened?: boolean; onClose?: () => void }) {
  const available = useCookieNoticeAvailable();
  const chosen = useReadModelOr(selectChosen, false);
  const { staticContent } = useShellData();
  if (!available || (chosen && !reopened) || !staticContent?.cookie_warning) return null;
  return (
    <Suspense fallback={null}>
      <CookieNoticeBody html={staticContent.cookie_warning} onClose={onClose} focusOnOpen={reopened} />
    </Suspense>
  );
}

/** The notice's chunk; boot asks for it early on a first visit, where the notice is due. */
export const loadCookieNotice = () => import(/* webpackChunkName: "cookie-notice" */ './CookieNoticeBody');

const CookieNoticeBody = lazy(loadCookieNotice);
