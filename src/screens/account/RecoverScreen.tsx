import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea, useCommand } from '../../engine/hooks';
import { checkNewPassword } from '../../domain/account/form-values';
import { FormAlert, SubmitButton, TextField, useFieldErrors, useFocusFirstError, useFormOutcome, useServerMessages } from './form-kit';
import { refusalText } from './refusal-text';
import './account.css';

/**
 * The reset link's token: 001 §2 puts it in the fragment (/{lang}/recover/#<token>); a link in
 * the path form (/{lang}/recover/<token>) works too.
 */
export function resetToken(hash: string, guid: string | undefined): string {
  const fromHash = decodeFragment(hash.replace(/^#/, '')).trim();
  return fromHash !== '' ? fromHash : (guid ?? '').trim();
}

/** A damaged escape (a link cut short in a mail client) makes no token: the link is invalid. */
function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return '';
  }
}

/** Recover account: a new password, twice, with the token of the reset link (001 §7). */
export default function RecoverScreen() {
  useArea('customer');
  const { t, lang } = useT();
  const location = useLocation();
  const { guid } = useParams();
  const token = resetToken(location.hash, guid);
  const dispatch = useCommand();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const outcome = useFormOutcome('recover');
  const messages = useServerMessages('recover');
  useFocusFirstError(formRef, outcome);
  const errorOf = useFieldErrors(checkNewPassword(password, confirmation), messages, outcome.rejected ? outcome.invalid : [], () => tried);
  const alert = refusalText('recover', outcome);

  if (token === '') {
    return (
      <section className="auth-page">
        <h1>{t('auth.recoverHeading')}</h1>
        <p role="alert">{t('auth.recoverLinkInvalid')}</p>
        <Link className="button button--primary" to={href(lang, 'forgot-password')}>
          {t('auth.requestNewLink')}
        </Link>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    dispatch({ type: 'RecoverPassword', token, password, passwordConfirmation: confirmation });
  };

  return (
    <section className="auth-page">
      <h1>{t('auth.recoverHeading')}</h1>
      <p>{t('auth.recoverIntro')}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={outcome.sending}>
        <TextField
          id={`${id}-password`}
          label={t('form.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          error={errorOf('password')}
          hint={t('form.passwordHint')}
        />
        <TextField
          id={`${id}-confirmation`}
          label={t('form.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={setConfirmation}
          error={errorOf('passwordConfirmation')}
        />
        <FormAlert text={alert && t(alert)} />
        <SubmitButton sending={outcome.sending}>{t('auth.recoverButton')}</SubmitButton>
      </form>
      {outcome.rejected && outcome.reason === 'INVALID_TOKEN' && (
        <p className="auth-links">
          <Link to={href(lang, 'forgot-password')}>{t('auth.requestNewLink')}</Link>
        </p>
      )}
    </section>
  );
}
