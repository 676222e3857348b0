import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { guestRegistrationOffered } from '../shared/guest-offered';
import { href } from '../../routing/route-paths';
import { useArea } from '../../engine/hooks';
import { useConfig } from '../../engine/services';
import { GUEST_SHAPE } from '../../domain/account/form-values';
import type { CustomerFormReference } from '../shared/customer-form-data';
import { CustomerFields } from './CustomerFields';
import { FormAlert, SubmitButton } from './form-kit';
import { FormDataGate } from './FormDataGate';
import { refusalText } from './refusal-text';
import { useCustomerForm } from './use-customer-form';
import './account.css';

/**
 * Guest registration, the billing information of a single purchase (001 §2, §4, §7): no
 * password; the basket's invoice flag goes along; then on to the payment.
 */
export default function GuestRegisterScreen() {
  useArea('customer');
  const { t, lang } = useT();
  const config = useConfig();
  return (
    <section className="auth-page">
      <h1>{t('auth.guestHeading')}</h1>
      {guestRegistrationOffered(config) ? (
        <>
          <p>{t('auth.guestIntro')}</p>
          <p className="muted">{t('form.requiredHint')}</p>
          <FormDataGate>{(reference) => <GuestForm reference={reference} />}</FormDataGate>
        </>
      ) : (
        // The museum offers no guest checkout (remote configuration): an old link says so.
        <p className="callout callout--info" role="status" data-testid="guest-off">
          {t('auth.guestOff')}
        </p>
      )}
      <p className="auth-links">
        {t('auth.haveAccount')} <Link to={href(lang, 'login')}>{t('auth.loginButton')}</Link>
        {isOn(config.hasUserRegistration) && (
          <>
            <br />
            {t('auth.noAccount')} <Link to={href(lang, 'register')}>{t('auth.registerLink')}</Link>
          </>
        )}
      </p>
    </section>
  );
}

function GuestForm({ reference }: { reference: CustomerFormReference }) {
  const { t } = useT();
  const model = useCustomerForm('guest', GUEST_SHAPE, reference);
  const alert = refusalText('guest', model.outcome);
  return (
    <form ref={model.formRef} className="form" onSubmit={model.submit} noValidate aria-busy={model.outcome.sending}>
      <CustomerFields model={model} shape={GUEST_SHAPE} reference={reference} />
      <FormAlert text={alert && t(alert)} />
      <SubmitButton sending={model.outcome.sending}>{t('auth.guestButton')}</SubmitButton>
    </form>
  );
}
