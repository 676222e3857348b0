import { useId, type FocusEvent } from 'react';
import { useT, type TextKey } from '../../i18n';
import type { CustomerField, FormShape } from '../../domain/account/form-values';
import { SHIPPING_FIELDS } from '../../domain/account/form-values';
import type { CustomerFormReference } from '../shared/customer-form-data';
import { SelectField, TextField } from './form-kit';
import type { CustomerFormModel } from './use-customer-form';

const LABEL: Record<CustomerField, TextKey> = {
  salutation: 'form.salutation',
  company: 'form.company',
  fname: 'form.firstName',
  lname: 'form.lastName',
  email: 'form.email',
  phone: 'form.phone',
  street: 'form.street',
  zip: 'form.zip',
  city: 'form.city',
  country: 'form.country',
};

const AUTOCOMPLETE: Record<CustomerField, string> = {
  salutation: 'honorific-prefix',
  company: 'organization',
  fname: 'given-name',
  lname: 'family-name',
  email: 'email',
  phone: 'tel',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

const SHIPPING_LABEL: Record<(typeof SHIPPING_FIELDS)[number], TextKey> = {
  name: 'form.shippingName',
  street: 'form.shippingStreet',
  zip: 'form.shippingZip',
  city: 'form.shippingCity',
  country: 'form.shippingCountry',
};

/**
 * The customer form's fields (001 §3, §5), built from the customer form data: the fields the
 * server lists as visible, marked when required, with the salutations and countries it sends;
 * email and password confirmations where the form asks for them; the shipping address, the
 * billing address unless the visitor chooses another.
 */
export function CustomerFields({ model, shape, reference }: { model: CustomerFormModel; shape: FormShape; reference: CustomerFormReference }) {
  const { t } = useT();
  const id = useId();
  const { values, set, setShipping, chooseCountry, leave, leaveShipping, errorOf, fields, required } = model;

  const field = (name: CustomerField) => {
    const common = {
      id: `${id}-${name}`,
      label: t(LABEL[name]),
      error: errorOf(name),
      required: required(name),
      onBlur: (e: FocusEvent<HTMLElement>) => leave(name, e),
      autoComplete: AUTOCOMPLETE[name],
    };
    if (name === 'salutation') {
      return <SelectField key={name} {...common} value={values.salutation} options={reference.salutations} placeholder={t('common.pleaseSelect')} onChange={(v) => set('salutation', v)} />;
    }
    if (name === 'country') {
      return <SelectField key={name} {...common} value={values.country} options={reference.countries} placeholder={t('form.chooseCountry')} onChange={(v) => chooseCountry('country', v)} />;
    }
    return (
      <TextField
        key={name}
        {...common}
        type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
        value={values[name]}
        onChange={(v) => set(name, v)}
      />
    );
  };

  const person = fields.filter((f) => ['salutation', 'company', 'fname', 'lname'].includes(f));
  const contact = fields.filter((f) => f === 'email' || f === 'phone');
  const address = fields.filter((f) => ['street', 'zip', 'city', 'country'].includes(f));

  return (
    <>
      <fieldset className="form-group">
        <legend>{t('form.personalDetails')}</legend>
        {person.map(field)}
      </fieldset>
      {(contact.length > 0 || shape.password) && (
        <fieldset className="form-group">
          <legend>{t('form.contact')}</legend>
          {contact.map((name) =>
            name === 'email' ? (
              <div key="email" className="form-group__pair">
                {field('email')}
                <TextField
                  id={`${id}-emailConfirmation`}
                  label={t('form.emailConfirmation')}
                  type="email"
                  autoComplete="email"
                  required
                  value={values.emailConfirmation}
                  onChange={(v) => set('emailConfirmation', v)}
                  onBlur={(e) => leave('emailConfirmation', e)}
                  error={errorOf('emailConfirmation')}
                />
              </div>
            ) : (
              field(name)
            ),
          )}
          {shape.password && (
            <div className="form-group__pair">
              <TextField
                id={`${id}-password`}
                label={t('form.password')}
                type="password"
                autoComplete="new-password"
                required
                value={values.password}
                onChange={(v) => set('password', v)}
                onBlur={(e) => leave('password', e)}
                error={errorOf('password')}
                hint={t('form.passwordHint')}
              />
              <TextField
                id={`${id}-passwordConfirmation`}
                label={t('form.passwordConfirmation')}
                type="password"
                autoComplete="new-password"
                required
                value={values.passwordConfirmation}
                onChange={(v) => set('passwordConfirmation', v)}
                onBlur={(e) => leave('passwordConfirmation', e)}
                error={errorOf('passwordConfirmation')}
              />
            </div>
          )}
        </fieldset>
      )}
      {address.length > 0 && (
        <fieldset className="form-group">
          <legend>{t('form.billingAddress')}</legend>
          {address.map(field)}
        </fieldset>
      )}
      <fieldset className="form-group" onBlur={leaveShipping}>
        <legend>{t('form.shippingAddress')}</legend>
        <div className="field field--radio">
          <input
            id={`${id}-same`}
            type="radio"
            name={`${id}-shipping`}
            checked={!values.separateShipping}
            onChange={() => set('separateShipping', false)}
          />
          <label htmlFor={`${id}-same`}>{t('form.sameAsBilling')}</label>
        </div>
        <div className="field field--radio">
          <input
            id={`${id}-different`}
            type="radio"
            name={`${id}-shipping`}
            checked={values.separateShipping}
            onChange={() => set('separateShipping', true)}
          />
          <label htmlFor={`${id}-different`}>{t('form.differentShipping')}</label>
        </div>
        {values.separateShipping &&
          SHIPPING_FIELDS.map((name) =>
            name === 'country' ? (
              <SelectField
                key={name}
                id={`${id}-shipping-country`}
                label={t(SHIPPING_LABEL[name])}
                required
                value={values.shipping.country}
                options={reference.countries}
                placeholder={t('form.chooseCountry')}
                autoComplete="shipping country"
                onChange={(v) => chooseCountry('shipping.country', v)}
                onBlur={(e) => leave('shipping.country', e)}
                error={errorOf('shipping.country')}
              />
            ) : (
              <TextField
                key={name}
                id={`${id}-shipping-${name}`}
                label={t(SHIPPING_LABEL[name])}
                required
                value={values.shipping[name]}
                autoComplete={`shipping ${name === 'name' ? 'name' : name === 'street' ? 'street-address' : name === 'zip' ? 'postal-code' : 'address-level2'}`}
                onChange={(v) => setShipping(name, v)}
                onBlur={(e) => leave(`shipping.${name}`, e)}
                error={errorOf(`shipping.${name}`)}
              />
            ),
          )}
      </fieldset>
    </>
  );
}
