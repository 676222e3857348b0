import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { SafeHtml } from '../../components/SafeHtml';
import { useCommand, useReadModelOr } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { consentOf, storeConsent } from '../../domain/ui/consent';
import { useServices } from '../../engine/services';
import { useNoticePlacement } from './notice-placement';
import { focusMainHeading } from './focus-heading';

const selectConsent = (s: RootState) => consentOf(s.ui);

/**
 * Accept and reject side by side with the same weight (the same button style, the same size):
 * declining must be as easy as agreeing. Opened again from the footer, it says what is chosen
 * now, takes the focus, and closes on a choice or Escape. Closing, it hands the focus back to
 * the button that opened it, else to the page's heading: left in the notice, it would fall to the
 * body, and the next Tab would start at the top of the page.
 */
export default function CookieNoticeBody({ html, onClose, focusOnOpen = false }: { html: string; onClose?: () => void; focusOnOpen?: boolean }) {
  const { t } = useT();
  const dispatch = useCommand();
  const { storage } = useServices();
  const consent = useReadModelOr(selectConsent, null);
  const region = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  useNoticePlacement(region);
  useEffect(() => {
    if (!focusOnOpen) return;
    opener.current = document.activeElement;
    region.current?.focus();
  }, [focusOnOpen]);
  const close = () => {
    onClose?.();
    if (opener.current instanceof HTMLElement) opener.current.focus();
    else focusMainHeading();
  };
  const choose = (type: 'AcceptCookies' | 'RejectCookies') => {
    storeConsent(storage, type === 'AcceptCookies');
    dispatch({ type });
    close();
  };
  return (
    <section
      className="cookie-notice"
      role="region"
      aria-label={t('cookie.region')}
      ref={region}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onClose) close();
      }}
    >
      <SafeHtml className="cookie-notice__text" html={html} />
      {consent !== null && <p className="cookie-notice__current">{t(consent === 'granted' ? 'cookie.currentlyAccepted' : 'cookie.currentlyRejected')}</p>}
      <div className="cookie-notice__choices">
        <button type="button" className="button button--primary" aria-pressed={consent === 'granted'} onClick={() => choose('AcceptCookies')}>
          {t('cookie.accept')}
        </button>
        <button type="button" className="button button--primary" aria-pressed={consent === 'denied'} onClick={() => choose('RejectCookies')}>
          {t('cookie.reject')}
        </button>
      </div>
    </section>
  );
}
