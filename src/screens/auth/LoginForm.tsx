import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useCommand, useRuntime } from '../../engine/hooks';

/**
 * E-mail, password and "Log in" (001 §4), on the login page and inside the checkout's sign-in
 * step: a visitor on the way to paying signs in where they are, without a page in between.
 * Success leads where the runtime's afterLogin says (the checkout, when it is the return target).
 */
export function LoginForm() {
  const { t } = useT();
  const dispatch = useCommand();
  const failed = useLoginFailure();
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
