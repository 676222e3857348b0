import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { guestRegistrationOffered } from '../shared/guest-offered';
import { href } from '../../routing/route-paths';
import { useConfig } from '../../engine/services';

/**
 * Checkout step 2 (001 §4): log in, continue as a guest with billing details, or pay with a
 * wallet right away (the express buttons below need no account). The checkout stays the return
 * target, so login and guest registration lead back here.
 */
export function SignInStep() {
  const { t, lang } = useT();
  const config = useConfig();
  return (
    <section className="sign-in-step" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{t('checkout.signInOrGuest')}</h2>
      <p>{t('checkout.signInIntro')}</p>
      <ul className="sign-in-step__choices">
        <li>
          <Link className="button button--primary" to={href(lang, 'login')}>
            {t('auth.loginButton')}
          </Link>
        </li>
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
