import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { guestRegistrationOffered } from '../shared/guest-offered';
import { href } from '../../routing/route-paths';
import { useConfig } from '../../engine/services';
import { LoginForm } from '../auth/LoginForm';

/**
 * Checkout step 2 (001 §4): log in, continue as a guest with billing details, or pay with a
 * wallet right away (the express buttons below need no account). The login is right here (a
 * page in between was a click and a page load more, issue 31); the checkout stays the return
 * target, so signing in, guest registration and registration lead back here.
 */
export function SignInStep() {
  const { t, lang } = useT();
  const config = useConfig();
  return (
    <section className="sign-in-step" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{t('checkout.signInOrGuest')}</h2>
      <p>{t('checkout.signInIntro')}</p>
      <LoginForm />
      <p className="auth-links">
        <Link to={href(lang, 'forgot-password')}>{t('auth.forgotPasswordLink')}</Link>
      </p>
      <ul className="sign-in-step__choices">
        {guestRegistrationOffered(config) ? (
          <li>
            <Link className="button" to={href(lang, 'register-guest')}>
              {t('auth.continueAsGuest')}
            </Link>
          </li>
        ) : null}
        {isOn(config.hasUserRegistration) && (
          <li>
            <Link className="button" to={href(lang, 'register')}>
              {t('auth.registerLink')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
