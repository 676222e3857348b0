import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import './account.css';

/** password-reset-success: the link is on its way. */
export default function PasswordResetSuccessScreen() {
  const { t, lang } = useT();
  return (
    <section className="auth-page">
      <h1>{t('title.passwordResetSuccess')}</h1>
      <p role="status">{t('auth.resetSent')}</p>
      <p className="muted">{t('auth.resetSentHint')}</p>
      <Link className="button" to={href(lang, 'login')}>
        {t('auth.backToLogin')}
      </Link>
    </section>
  );
}
