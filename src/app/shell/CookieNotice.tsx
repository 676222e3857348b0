import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { SafeHtml } from '../../components/SafeHtml';
import { useCommand, useReadModel } from '../hooks';
import { useConfig, useShellData } from '../services';
import type { RootState } from '../read-models';

const selectAccepted = (s: RootState) => s.ui.cookiesAccepted;

/** 000 §2: shown when configured, text from static content, until accepted. */
export function CookieNotice() {
  const { t } = useT();
  const config = useConfig();
  const accepted = useReadModel(selectAccepted);
  const { staticContent } = useShellData();
  const dispatch = useCommand();
  if (!isOn(config.showCookieDisclaimer) || accepted || !staticContent?.cookie_warning) return null;
  return (
    <section className="cookie-notice" role="region" aria-label={t('cookie.region')}>
      <SafeHtml className="cookie-notice__text" html={staticContent.cookie_warning} />
      <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'AcceptCookies' })}>
        {t('cookie.accept')}
      </button>
    </section>
  );
}
