import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import './account.css';

const selectSignedIn = (s: RootState) => s.account.signedIn;

/** recover-success: the new password is saved, and the customer is signed in with it. */
export default function RecoverSuccessScreen() {
  const { t, lang } = useT();
  const signedIn = useReadModel(selectSignedIn);
  return (
    <section className="auth-page">
      <h1>{t('title.recoverSuccess')}</h1>
      <p role="status">{signedIn ? t('auth.recoverSuccessSignedIn') : t('auth.recoverSuccess')}</p>
      <Link className="button button--primary" to={signedIn ? href(lang) : href(lang, 'login')}>
        {signedIn ? t('message.backToHome') : t('auth.loginButton')}
      </Link>
    </section>
  );
}
