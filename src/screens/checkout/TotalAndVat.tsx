import { useT } from '../../i18n';
import { Money } from '../../components/Money';
import type { Cents } from '../../messages';

/** The last two rows of a totals list: the total, and the VAT it includes. */
export function TotalAndVat({ total, tax, testId }: { total: Cents; tax: Cents; testId: string }) {
  const { t, money } = useT();
  return (
    <>
      <div className="cart-totals__total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid={testId}>
          <Money cents={total} />
        </dd>
      </div>
      <div className="cart-totals__vat">
        <dt className="visually-hidden">{t('cart.vat')}</dt>
        <dd className="muted">{t('cart.vatIncluded', { amount: money(tax) })}</dd>
      </div>
    </>
  );
}
