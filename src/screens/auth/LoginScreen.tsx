import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { guestRegistrationOffered } from '../shared/guest-offered';
import { href } from '../../routing/route-paths';
import { useReadModel } from '../../engine/hooks';
import { useConfig } from '../../engine/services';
import type { RootState } from '../../engine/root-state';
import { LoginForm } from './LoginForm';

const selectHasBasket = (s: RootState) => s.cart.lines.length > 0;

/** Login (001 §4). A 401/403 elsewhere lands here with ?fromUnauthorized=1. */
export default function LoginScreen() {
  const { t, lang } = useT();
  const config = useConfig();
  const hasBasket = useReadModel(selectHasBasket);
  const [params] = useSearchParams();
  return (
    <section className="page page--narrow auth-page">
      <h1>{t('auth.loginHeading')}</h1>
      {params.get('fromUnauthorized') && (
        <p className="callout callout--info" data-testid="requires-login">
          {t('message.requiresLogin')}
        </p>
      )}
      <p>{t('auth.loginIntro')}</p>
      <LoginForm />
      <p className="auth-links">
        <Link to={href(lang, 'forgot-password')}>{t('auth.forgotPasswordLink')}</Link>
        {isOn(config.hasUserRegistration) && (
          <>
            <br />
            {t('auth.noAccount')} <Link to={href(lang, 'register')}>{t('auth.registerLink')}</Link>
          </>
        )}
        {/* A guest books one purchase with billing details (001 §4): offered once there is something to buy. */}
        {hasBasket && guestRegistrationOffered(config) && (
          <>
            <br />
            {t('auth.orGuest')} <Link to={href(lang, 'register-guest')}>{t('auth.continueAsGuest')}</Link>
          </>
        )}
      </p>
    </section>
  );
}
