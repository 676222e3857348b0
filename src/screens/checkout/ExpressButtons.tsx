import { useT } from '../../i18n';
import type { WalletName } from '../../messages';

/** 001 §6: Apple Pay and Google Pay pay without an account (wallet express checkout). */
export function ExpressButtons({ onPay, busy }: { onPay(wallet: WalletName): void; busy: boolean }) {
  const { t } = useT();
  return (
    <section className="express" aria-labelledby="express-heading">
      <h2 id="express-heading">{t('checkout.expressCheckout')}</h2>
      <p className="muted">{t('checkout.expressHint')}</p>
      <div className="express__buttons">
        <button type="button" className="button express__button express__button--apple" aria-disabled={busy || undefined} onClick={() => !busy && onPay('APPLEPAY')}>
          {t('payment.payWith', { method: t('payment.applePay') })}
        </button>
        <button type="button" className="button express__button express__button--google" aria-disabled={busy || undefined} onClick={() => !busy && onPay('GOOGLEPAY')}>
          {t('payment.payWith', { method: t('payment.googlePay') })}
        </button>
      </div>
    </section>
  );
}
