import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import { isOn } from '../../api/codecs/flag';
import type { AppConfig, StaticContent } from '../../api/codecs/shell';
import { useReadModelOr } from '../../engine/hooks';
import { useConfig, useServices, useShellData, useStore } from '../../engine/services';
import { createStore } from '../../kernel/store';
import type { RootState } from '../../engine/root-state';
import { consentOf } from '../../domain/ui/consent';

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

type BodyProps = { html: string; onClose?: () => void; focusOnOpen?: boolean };

/** The notice's body once its chunk is in; null before. */
const body = createStore<ComponentType<BodyProps> | null>(null);
let loading: Promise<unknown> | null = null;

/**
 * The notice's chunk; boot asks for it early on a first visit, where the notice is due. Not a
 * `lazy` under Suspense: React holds back what a Suspense boundary reveals until 300 ms after
 * its last fallback, so the notice (the largest paint on a phone) waited for the runtime and
 * the screen loading beside it. Its arrival is a plain state change, painted in the next frame.
 */
export function loadCookieNotice(): Promise<unknown> {
  loading ??= import(/* webpackChunkName: "cookie-notice" */ './CookieNoticeBody').then(
    (m) => body.next(m.default),
    (e: unknown) => {
      loading = null; // asked again the next time the notice is due
      throw e;
    },
  );
  return loading;
}

/**
 * 000 §2: shown when configured, text from static content, until the visitor chooses; the
 * footer's cookie settings open it again (`reopened`) to change the choice. The notice (and
 * with it the HTML sanitizer) is its own chunk: most page views after the first never need it.
 * Should the chunk fail to load, there is no notice: nothing is tracked without a choice.
 */
export function CookieNotice({ reopened = false, onClose }: { reopened?: boolean; onClose?: () => void }) {
  const available = useCookieNoticeAvailable();
  const chosen = useReadModelOr(selectChosen, false);
  const { staticContent } = useShellData();
  const Body = useStore(body);
  const html = staticContent?.cookie_warning;
  const due = available && (!chosen || reopened);
  useEffect(() => {
    if (due && !Body) loadCookieNotice().catch(() => undefined);
  }, [due, Body]);
  // What shows: the body with its text, when due.
  const shown = due && Body && html ? { Body, html } : null;
  // Shown, or answered already: the first screen's chunks may come (first-paint.ts).
  const { firstPaint } = useServices();
  const settled = chosen || shown !== null;
  useLayoutEffect(() => {
    if (settled) firstPaint?.notice();
  }, [settled, firstPaint]);
  if (!shown) return null;
  return <shown.Body html={shown.html} onClose={onClose} focusOnOpen={reopened} />;
}
