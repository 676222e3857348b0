import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useArea, useCommand } from '../../engine/hooks';
import { useAuth } from '../../engine/services';
import { isGuest } from '../../engine/auth-store';
import { checkEmailChange, checkNewPassword, DETAILS_SHAPE, type FieldIssue } from '../../domain/account/form-values';
import type { CustomerFormReference } from '../shared/customer-form-data';
import { CustomerFields } from './CustomerFields';
import { FormAlert, SubmitButton, TextField, useFieldErrors, useFocusFirstError, useFormOutcome, useSentValues, useServerMessages } from './form-kit';
import { FormDataGate } from './FormDataGate';
import { RequiresLogin } from './RequiresLogin';
import { refusalText } from './refusal-text';
import { useCustomerForm } from './use-customer-form';
import './account.css';

/**
 * Account settings (001 §2, §7): personal details and addresses, the password, the email
 * address. Protected: anyone but a registered customer is told the page requires login. Who is
 * signed in is the auth store's answer (the token the API sees), as in the header: the event
 * log may have lost its sign-in (full storage) while the token is still valid.
 */
export default function SettingsScreen() {
  useArea('customer');
  const { t } = useT();
  const auth = useAuth();
  const registered = auth.token !== null && !(auth.customer && isGuest(auth.customer));
  return (
    <section className="auth-page settings">
      <h1>{t('auth.settingsHeading')}</h1>
      {registered ? (
        <>
          <DetailsSection />
          <PasswordSection />
          <EmailSection />
        </>
      ) : (
        <RequiresLogin />
      )}
    </section>
  );
}

function DetailsSection() {
  const { t } = useT();
  const id = useId();
  const { customer } = useAuth();
  return (
    <section className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('auth.userData')}</h2>
      {customer ? (
        <>
          <p className="muted">{t('form.requiredHint')}</p>
          <FormDataGate>{(reference) => <DetailsForm reference={reference} />}</FormDataGate>
        </>
      ) : (
        // Signed in, but the customer did not load: an empty form would overwrite the details.
        <p role="alert" className="callout callout--error">
          {t('auth.detailsUnavailable')}
        </p>
      )}
    </section>
  );
}

function DetailsForm({ reference }: { reference: CustomerFormReference }) {
  const { t } = useT();
  const model = useCustomerForm('details', DETAILS_SHAPE, reference);
  const alert = refusalText('details', model.outcome);
  return (
    <form ref={model.formRef} className="form" onSubmit={model.submit} noValidate aria-busy={model.outcome.sending}>
      <CustomerFields model={model} shape={DETAILS_SHAPE} reference={reference} />
      <FormAlert text={alert && t(alert)} />
      <p role="status" className="form-success">
        {model.outcome.done ? t('auth.USER_SETTINGS_SAVED') : null}
      </p>
      <SubmitButton sending={model.outcome.sending}>{t('common.save')}</SubmitButton>
    </form>
  );
}

/** Clears the typed passwords once a change went through: nothing of them stays on screen. */
function useClearOnDone(done: boolean, clear: () => void): void {
  const cleared = useRef(false);
  useEffect(() => {
    if (done && !cleared.current) clear();
    cleared.current = done;
  }, [done, clear]);
}

function PasswordSection() {
  const { t } = useT();
  const dispatch = useCommand();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const outcome = useFormOutcome('password');
  const messages = useServerMessages('password');
  useFocusFirstError(formRef, outcome);
  const clear = useCallback(() => {
    setOld('');
    setNew('');
    setConfirmation('');
    setTried(false);
  }, []);
  useClearOnDone(outcome.done, clear);
  const issues: Record<string, FieldIssue> = { ...(oldPassword === '' ? { oldPassword: 'required' } : {}), ...checkNewPassword(newPassword, confirmation, 'newPassword') };
  const sentValues = useSentValues({ oldPassword, newPassword, passwordConfirmation: confirmation });
  const errorOf = useFieldErrors(issues, messages, outcome.rejected ? outcome.invalid : [], () => tried, sentValues.edited);
  const alert = refusalText('password', outcome);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    sentValues.sent();
    dispatch({ type: 'ChangePassword', oldPassword, newPassword, passwordConfirmation: confirmation });
  };
  return (
    <section className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('auth.changePassword')}</h2>
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={outcome.sending}>
        <TextField id={`${id}-old`} label={t('form.oldPassword')} type="password" autoComplete="current-password" required value={oldPassword} onChange={setOld} error={errorOf('oldPassword')} />
        <TextField
          id={`${id}-new`}
          label={t('form.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={setNew}
          error={errorOf('newPassword')}
          hint={t('form.passwordHint')}
        />
        <TextField id={`${id}-confirmation`} label={t('form.passwordConfirmation')} type="password" autoComplete="new-password" required value={confirmation} onChange={setConfirmation} error={errorOf('passwordConfirmation')} />
        <FormAlert text={alert && t(alert)} />
        <p role="status" className="form-success">
          {outcome.done ? t('auth.AUTH_PASSWORD_CHANGE_SUCCESS') : null}
        </p>
        <SubmitButton sending={outcome.sending}>{t('auth.changePassword')}</SubmitButton>
      </form>
    </section>
  );
}

function EmailSection() {
  const { t } = useT();
  const dispatch = useCommand();
  const auth = useAuth();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const outcome = useFormOutcome('email');
  const messages = useServerMessages('email');
  useFocusFirstError(formRef, outcome);
  const clear = useCallback(() => {
    setPassword('');
    setEmail('');
    setConfirmation('');
    setTried(false);
  }, []);
  useClearOnDone(outcome.done, clear);
  const issues = checkEmailChange(password, email, confirmation);
  // The server names the password field as the password form does (oldPassword).
  const sentValues = useSentValues({ email, emailConfirmation: confirmation, oldPassword: password });
  const errorOf = useFieldErrors(issues, messages, outcome.rejected ? outcome.invalid : [], () => tried, sentValues.edited);
  const alert = refusalText('email', outcome);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    sentValues.sent();
    dispatch({ type: 'ChangeEmail', password, email, emailConfirmation: confirmation });
  };
  return (
    <section className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('auth.changeEmail')}</h2>
      {auth.customer && <p>{t('auth.currentEmail', { email: auth.customer.email })}</p>}
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={outcome.sending}>
        <TextField id={`${id}-email`} label={t('form.newEmail')} type="email" autoComplete="email" required value={email} onChange={setEmail} error={errorOf('email')} />
        <TextField id={`${id}-confirmation`} label={t('form.emailConfirmation')} type="email" autoComplete="email" required value={confirmation} onChange={setConfirmation} error={errorOf('emailConfirmation')} />
        <TextField id={`${id}-password`} label={t('form.oldPassword')} type="password" autoComplete="current-password" required value={password} onChange={setPassword} error={errorOf('oldPassword')} />
        <FormAlert text={alert && t(alert)} />
        <p role="status" className="form-success">
          {outcome.done ? t('auth.AUTH_EMAIL_CHANGE_SUCCESS') : null}
        </p>
        <SubmitButton sending={outcome.sending}>{t('auth.changeEmail')}</SubmitButton>
      </form>
    </section>
  );
}
