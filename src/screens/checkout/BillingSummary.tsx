import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useAuth } from '../../engine/services';
import { useCountries } from './countries';

/** Who pays and where things go: the customer's billing (and shipping) address, from the auth store. */
export function BillingSummary({ guest }: { guest: boolean }) {
  const { t, lang } = useT();
  const { customer } = useAuth();
  const countries = useCountries();
  if (!customer) return null;
  const country = (key: string) => countries?.find((c) => c.key === key)?.name ?? key;
  const billing = customer.addrBilling;
  const shipping = customer.addrShipping;
  return (
    <section className="billing-summary" aria-labelledby="billing-heading">
      <h2 id="billing-heading">{t('checkout.billingAddress')}</h2>
      <address>
        {customer.fname} {customer.lname}
        {customer.company.name ? <><br />{customer.company.name}</> : null}
        <br />
        {billing.street}
        <br />
        {billing.zip} {billing.city}
        <br />
        {country(billing.country)}
      </address>
      {shipping && (
        <>
          <h3>{t('checkout.shippingAddress')}</h3>
          <address>
            {shipping.name}
            <br />
            {shipping.street}
            <br />
            {shipping.zip} {shipping.city}
            <br />
            {country(shipping.country)}
          </address>
        </>
      )}
      <Link to={href(lang, guest ? 'register-guest' : 'settings')}>{t('checkout.changeAddress')}</Link>
    </section>
  );
}
