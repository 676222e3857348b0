import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useReadModel } from '../../engine/hooks';
import { useServices } from '../../engine/services';
import type { RootState } from '../../engine/root-state';
import { returnTarget } from '../../routing/after-login';
import './account.css';

const selectSignedIn = (s: RootState) => s.account.signedIn && !s.account.guest;

/** register/success: the account exists; signed in with it, the visitor goes on where they were heading. */
export default function RegisterSuccessScreen() {
  const { t, lang } = useT();
  const { storage, navigator } = useServices();
  const signedIn = useReadModel(selectSignedIn);
  const next = returnTarget(storage, navigator.origin(), href(lang));
  return (
    <section className="auth-page">
      <h1>{t('title.registerSuccess')}</h1>
      {signedIn ? (
        <>
          <p role="status">{t('auth.registeredAndSignedIn')}</p>
          <Link className="button button--primary" to={next}>
            {next === href(lang) ? t('message.backToHome') : t('common.continue')}
          </Link>
        </>
      ) : (
        <>
          <p role="status">{t('auth.registerSuccess')}</p>
          <Link className="button button--primary" to={href(lang, 'login')}>
            {t('auth.loginButton')}
          </Link>
        </>
      )}
    </section>
  );
}
