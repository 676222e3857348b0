import { useT } from '../../i18n';
import { SafeHtml } from '../../components/SafeHtml';
import { useCommand } from '../hooks';

export default function CookieNoticeBody({ html }: { html: string }) {
  const { t } = useT();
  const dispatch = useCommand();
  return (
    <section className="cookie-notice" role="region" aria-label={t('cookie.region')}>
      <SafeHtml className="cookie-notice__text" html={html} />
      <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'AcceptCookies' })}>
        {t('cookie.accept')}
      </button>
    </section>
  );
}
