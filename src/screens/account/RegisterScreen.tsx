import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea } from '../../engine/hooks';
import { REGISTER_SHAPE } from '../../domain/account/form-values';
import type { CustomerFormReference } from '../shared/customer-form-data';
import { CustomerFields } from './CustomerFields';
import { FormAlert, SubmitButton } from './form-kit';
import { FormDataGate } from './FormDataGate';
import { refusalText } from './refusal-text';
import { useCustomerForm } from './use-customer-form';
import './account.css';

/** Registration (001 §2, §5, §7): the customer form with email and password confirmations. */
export default function RegisterScreen() {
  useArea('customer');
  const { t, lang } = useT();
  return (
    <section className="auth-page">
      <h1>{t('auth.registerHeading')}</h1>
      <p>{t('auth.registerIntro')}</p>
      <p className="muted">{t('form.requiredHint')}</p>
      <FormDataGate>{(reference) => <RegisterForm reference={reference} />}</FormDataGate>
      <p className="auth-links">
        {t('auth.haveAccount')} <Link to={href(lang, 'login')}>{t('auth.loginButton')}</Link>
      </p>
    </section>
  );
}

function RegisterForm({ reference }: { reference: CustomerFormReference }) {
  const { t } = useT();
  const model = useCustomerForm('register', REGISTER_SHAPE, reference);
  const alert = refusalText('register', model.outcome);
  return (
    <form ref={model.formRef} className="form" onSubmit={model.submit} noValidate aria-busy={model.outcome.sending}>
      <CustomerFields model={model} shape={REGISTER_SHAPE} reference={reference} />
      <FormAlert text={alert && t(alert)} />
      <SubmitButton sending={model.outcome.sending}>{t('auth.registerButton')}</SubmitButton>
    </form>
  );
}
