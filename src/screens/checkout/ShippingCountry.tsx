import { useId } from 'react';
import { useT } from '../../i18n';
import { useCountries } from './countries';

export interface ShippingCountryProps {
  loggedIn: boolean;
  /** A logged-in customer's country: the server ships there, nothing to choose. */
  customerCountryKey: string | null;
  chosen: string | null;
  error: boolean;
  onChoose(country: string): void;
}

/** The shipping country and the "no shipping costs" message (000 §5, §8). */
export function ShippingCountry({ loggedIn, customerCountryKey, chosen, error, onChoose }: ShippingCountryProps) {
  const { t } = useT();
  const id = useId();
  const countries = useCountries();
  const nameOf = (key: string) => countries?.find((c) => c.key === key)?.name ?? key;

  return (
    <section className="shipping" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('cart.shipping')}</h2>
      {loggedIn && customerCountryKey ? (
        <p>{t('cart.shippingTo', { country: nameOf(customerCountryKey) })}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-country`}>{t('cart.shippingCountry')}</label>
          <select
            id={`${id}-country`}
            value={chosen ?? ''}
            aria-describedby={`${id}-hint ${id}-error`}
            disabled={!countries}
            onChange={(e) => e.target.value && onChoose(e.target.value)}
          >
            {chosen === null && <option value="">{t('form.chooseCountry')}</option>}
            {chosen !== null && !countries?.some((c) => c.key === chosen) && <option value={chosen}>{chosen}</option>}
            {countries?.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
          <p className="muted field-hint" id={`${id}-hint`}>
            {t('cart.shippingCountryHint')}
          </p>
        </div>
      )}
      <div id={`${id}-error`} aria-live="assertive" className="live-region">
        {error && (
          <p className="callout callout--danger" data-testid="shipping-error">
            {t('cart.shippingNotAvailable')}
          </p>
        )}
      </div>
    </section>
  );
}
