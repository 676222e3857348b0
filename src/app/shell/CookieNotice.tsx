import { useLayoutEffect } from 'react';
import { isOn } from '../../api/codecs/flag';
import type { AppConfig, StaticContent } from '../../api/codecs/shell';
import { useReadModelOr } from '../../engine/hooks';
import { useConfig, useServices, useShellData } from '../../engine/services';
import type { RootState } from '../../engine/root-state';
import { consentOf } from '../../domain/ui/consent';
import CookieNoticeBody from './CookieNoticeBody';

const selectChosen = (s: RootState) => consentOf(s.ui) !== null;

/**
 * The cookie notice is configured and has its text, and the shop is not embedded (the host page
 * asks and passes the choice in: no second notice): only then is there a choice to make or change.
 * Boot asks the same before the first screen waits for the notice's paint (first-paint.ts).
 */
export function cookieNoticeAvailable(config: Pick<AppConfig, 'showCookieDisclaimer'>, staticContent: Pick<StaticContent, 'cookie_warning'> | null, embedded: boolean): boolean {
  return !embedded && isOn(config.showCookieDisclaimer) && Boolean(staticContent?.cookie_warning);
}

export function useCookieNoticeAvailable(): boolean {
  const { staticContent } = useShellData();
  return cookieNoticeAvailable(useConfig(), staticContent, useServices().embedded === true);
}

/**
 * 000 §2: shown when configured, text from static content, until the visitor chooses; the
 * footer's cookie settings open it again (`reopened`) to change the choice. Part of main.js, not
 * a chunk of its own: it is due on every first visit, where its own file cost a request and more
 * bytes than it adds to main.js (docs/decisions.md "The cookie notice comes with the frame").
 */
export function CookieNotice({ reopened = false, onClose }: { reopened?: boolean; onClose?: () => void }) {
  const available = useCookieNoticeAvailable();
  const chosen = useReadModelOr(selectChosen, false);
  const { staticContent } = useShellData();
  const html = staticContent?.cookie_warning;
  // What shows: the notice with its text, when due.
  const shown = available && (!chosen || reopened) && html ? html : null;
  // Shown, or answered already: the first screen's chunks may come (first-paint.ts).
  const { firstPaint } = useServices();
  const settled = chosen || shown !== null;
  useLayoutEffect(() => {
    if (settled) firstPaint?.notice();
  }, [settled, firstPaint]);
  if (shown === null) return null;
  return <CookieNoticeBody html={shown} onClose={onClose} focusOnOpen={reopened} />;
}
