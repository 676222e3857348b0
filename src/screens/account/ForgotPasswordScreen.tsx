import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea, useCommand } from '../../engine/hooks';
import { checkEmailAddress } from '../../domain/account/form-values';
import { FormAlert, SubmitButton, TextField, useFieldErrors, useFocusFirstError, useFormOutcome, useServerMessages } from './form-kit';
import { refusalText } from './refusal-text';
import './account.css';

/** Forgotten password (001 §2, §7): the reset link goes to the email address given. */
export default function ForgotPasswordScreen() {
  useArea('customer');
  const { t, lang } = useT();
  const dispatch = useCommand();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const outcome = useFormOutcome('forgot');
  const messages = useServerMessages('forgot');
  useFocusFirstError(formRef, outcome);
  // The shop's own check, in the same words at the field as in the alert.
  const own = tried ? checkEmailAddress(email) : {};
  const errorOf = useFieldErrors(own, messages, outcome.rejected ? outcome.invalid : [], () => tried || outcome.rejected);
  const refusal = refusalText('forgot', outcome);
  // One field: the alert says what the field says (empty, or no address), in the same words.
  const alert = outcome.rejected && outcome.reason === 'fields' ? (errorOf('email') ?? (refusal && t(refusal))) : refusal && t(refusal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    dispatch({ type: 'RequestPasswordReset', email });
  };

  return (
    <section className="auth-page">
      <h1>{t('auth.forgotHeading')}</h1>
      <p>{t('auth.forgotIntro')}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={outcome.sending}>
        <TextField id={`${id}-email`} label={t('form.email')} type="email" autoComplete="email" required value={email} onChange={setEmail} error={errorOf('email')} />
        <FormAlert text={alert} />
        <SubmitButton sending={outcome.sending}>{t('auth.sendResetLink')}</SubmitButton>
      </form>
      <p className="auth-links">
        <Link to={href(lang, 'login')}>{t('auth.backToLogin')}</Link>
      </p>
    </section>
  );
}
