import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { guestRegistrationOffered } from '../shared/guest-offered';
import { href } from '../../routing/route-paths';
import { useCommand, useReadModel, useRuntime } from '../../engine/hooks';
import { useConfig } from '../../engine/services';
import type { RootState } from '../../engine/root-state';

const selectHasBasket = (s: RootState) => s.cart.lines.length > 0;

/** Login (001 §4). A 401/403 elsewhere lands here with ?fromUnauthorized=1. */
export default function LoginScreen() {
  const { t, lang } = useT();
  const config = useConfig();
  const dispatch = useCommand();
  const failed = useLoginFailure();
  const hasBasket = useReadModel(selectHasBasket);
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    failed.clear();
    dispatch({ type: 'SignIn', email, password });
    setPassword('');
  };

  const error = missing ? t('auth.fillAllFields') : failed.reason === 'credentials' ? t('auth.wrongCredentials') : failed.reason ? t('auth.loginFailed') : null;
  const describedBy = error ? `${id}-error` : undefined;
  const wrong = failed.reason === 'credentials';
  return (
    <section className="page page--narrow auth-page">
      <h1>{t('auth.loginHeading')}</h1>
      {params.get('fromUnauthorized') && (
        <p className="callout callout--info" data-testid="requires-login">
          {t('message.requiresLogin')}
        </p>
      )}
      <p>{t('auth.loginIntro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('form.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required aria-invalid={(missing && !email.trim()) || wrong} aria-describedby={describedBy} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('form.password')}</label>
          <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required aria-invalid={(missing && !password) || wrong} aria-describedby={describedBy} />
        </div>
        <div role="alert" className="form-error" id={`${id}-error`}>
          {error}
        </div>
        <button type="submit" className="button button--primary">
          {t('auth.loginButton')}
        </button>
      </form>
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

/**
 * A failed sign-in of this visit to the page: an old failure in the log (a previous visit, a
 * reload) is not shown above empty fields.
 */
function useLoginFailure(): { reason: 'credentials' | 'unavailable' | null; clear: () => void } {
  const runtime = useRuntime();
  const [reason, setReason] = useState<'credentials' | 'unavailable' | null>(null);
  useEffect(() => {
    const subscription = runtime.event$.subscribe((event) => {
      if (event.type === 'SignInFailed') setReason(event.data.reason);
      if (event.type === 'CustomerSignedIn') setReason(null);
    });
    return () => subscription.unsubscribe();
  }, [runtime]);
  return { reason, clear: () => setReason(null) };
}
