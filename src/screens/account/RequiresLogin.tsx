import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';

/** 000 §6: a protected page shows that it requires login, with the way there. */
export function RequiresLogin() {
  const { t, lang } = useT();
  return (
    <div className="callout callout--info" data-testid="requires-login">
      <p>{t('message.requiresLogin')}</p>
      <Link className="button button--primary" to={href(lang, 'login')}>
        {t('auth.loginButton')}
      </Link>
    </div>
  );
}
