import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { href } from '../../routing/route-paths';
import { useCommand, useReadModel, useRuntime } from '../../engine/hooks';
import { useConfig } from '../../engine/services';
import type { RootState } from '../../engine/root-state';
import type { DirectDebitInput, WalletName } from '../../messages';
import { needsAccountDetails } from '../../domain/payment/payart';
import { blocks } from '../../domain/payment/basket-check';
import { BillingSummary } from './BillingSummary';
import { CheckoutSteps } from './CheckoutSteps';
import { EmptyPaymentStep } from './EmptyBasket';
import { ExpressButtons } from './ExpressButtons';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods, usePaymentOptions } from './PaymentMethods';
import { SignInStep } from './SignInStep';
import { TermsCheckbox } from './TermsCheckbox';
import { reasonKeys } from './checkout-text';
import { payView } from '../../domain/payment/views';
import { bookedLineIds, FORM_PROBLEMS, formProblems } from '../../domain/payment/decide';
import { PaymentPanel } from './PaymentPanels';

const selectCart = (s: RootState) => s.cart;
const selectPayment = (s: RootState) => s.payment;
const selectAccount = (s: RootState) => s.account;

export interface PaymentStepProps {
  /** The binding order review (001 §2, where the configuration enables it). */
  review: boolean;
  directDebit: DirectDebitInput;
  onDirectDebit(next: DirectDebitInput): void;
}

/**
 * Checkout steps 2 and 3 (001 §4): without login or guest registration the sign-in choice and
 * the wallet express buttons; then billing details, the order with the basket check's problems,
 * the payment types, the terms, and "Pay" (or, with the order review, "Review order" and then
 * the binding "Buy now").
 */
export function PaymentStep({ review, directDebit, onDirectDebit }: PaymentStepProps) {
  const { t, tOr, lang } = useT();
  const config = useConfig();
  const dispatch = useCommand();
  const navigate = useNavigate();
  const cart = useReadModel(selectCart);
  const payment = useReadModel(selectPayment);
  const account = useReadModel(selectAccount);
  const options = usePaymentOptions();
  const alertRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // An express button asks only for the terms: what "Pay" was pressed as decides what is wrong.
  const [byWallet, setByWallet] = useState(false);
  const orderReview = isOn(config.hasOrderReview);
  const { tab } = useRuntime();
  // "Pay" pressed in this page: the provider's page is on its way. Shown again from the
  // back-forward cache, the page is where the visitor came back to, unfinished.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const refusal = payment.refusal;
  // A refused "Pay" shows every problem of the form at its field (issue 31.7), each until it is
  // put right; the refusal recorded names the first, the rest follow from the same state.
  const atFields = refusal !== null && refusal.client && (FORM_PROBLEMS.includes(refusal.reason) || refusal.reason === 'BASKET_HAS_PROBLEMS');
  const wrong = atFields ? formProblems({ payart: payment.method ?? 0, byWallet, directDebit }, { cart, payment }) : [];
  useEffect(() => {
    if (!refusal) return;
    // The first wrong field takes the focus; a refusal no field can answer, the message.
    const field = sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? alertRef.current)?.focus();
  }, [refusal]);

  const problems = payment.problems ?? [];
  const live = problems.filter((p) => cart.lines.some((l) => l.lineId === p.lineId));
  const blocked = blocks(live);
  const view = payView(payment, cart, tab, leaving);
  const busy = view.kind === 'redirecting';
  const covered = view.kind === 'pay' && view.covered;

  if (cart.lines.filter((l) => l.type !== 'voucherCode').length === 0) {
    return <EmptyPaymentStep />;
  }

  const pay = (wallet?: WalletName) => {
    if (busy) return;
    setByWallet(wallet !== undefined);
    if (covered) {
      // Nothing is charged, but the contract books through payment init: a type that needs no details (docs/decisions.md).
      setLeaving(true);
      dispatch({ type: 'StartPayment', payart: options.find((o) => !needsAccountDetails(o.payart))?.payart ?? 0, confirmed: true });
      return;
    }
    if (!wallet && orderReview && !review) {
      void navigate(`${href(lang, 'checkout')}?step=review`);
      return;
    }
    const payart = payment.method ?? 0;
    setLeaving(true);
    dispatch({
      type: 'StartPayment',
      payart,
      ...(wallet ? { wallet } : {}),
      ...(!wallet && needsAccountDetails(payart) ? { directDebit } : {}),
      // Only a binding review returns straight to success; the express buttons and "Pay" get the accepted page's prompt.
      confirmed: review && !wallet,
    });
  };

  const reason = refusal ? reasonKeys(refusal.reason) : null;
  // One summary: the fields say what is wrong with each.
  const summary = refusal && FORM_PROBLEMS.includes(refusal.reason) ? (wrong.length > 0 ? t('validation.correctErrors') : null) : reason ? tOr(reason.key, reason.fallback) : null;
  return (
    <section className="page checkout" ref={sectionRef}>
      <CheckoutSteps current={account.signedIn ? 'payment' : 'signIn'} />
      <h1>{review ? t('checkout.confirmOrder') : t('checkout.heading')}</h1>
      <div className="checkout__columns">
        <div className="checkout__main">
          {account.signedIn ? (
            <>
              <BillingSummary guest={account.guest} />
              {covered ? (
                <p className="callout callout--info" role="status" data-testid="covered-by-vouchers">
                  {t('checkout.covered')}
                </p>
              ) : (
                !review && <PaymentMethods options={options} chosen={payment.method} directDebit={directDebit} onDirectDebit={onDirectDebit} problems={wrong} />
              )}
              {review && payment.method !== null && (
                <p className="review__method">
                  {t('payment.method')}: {options.find((o) => o.payart === payment.method)?.name ?? payment.method}{' '}
                  <Link to={`${href(lang, 'checkout')}?step=payment`}>{t('common.edit')}</Link>
                </p>
              )}
              {review && payment.method !== null && needsAccountDetails(payment.method) && directDebit.iban === '' && (
                <PaymentMethods options={options.filter((o) => o.payart === payment.method)} chosen={payment.method} directDebit={directDebit} onDirectDebit={onDirectDebit} problems={wrong} />
              )}
            </>
          ) : (
            <SignInStep />
          )}
        </div>
        <div className="checkout__side">
          <OrderSummary cart={cart} problems={live} headingId="order-heading" repriced={payment.repriced} />
          <TermsCheckbox accepted={payment.termsAccepted} invalid={wrong.includes('TERMS_NOT_ACCEPTED')} />
          <div ref={alertRef} tabIndex={-1} role="alert" className="form-error" data-testid="payment-alert">
            {summary ?? (blocked ? t('paymentError.BASKET_HAS_PROBLEMS') : null)}
          </div>
          <p role="status" aria-live="polite" className="checkout__status">
            {busy ? t('checkout.redirecting') : null}
          </p>
          {view.kind === 'pay' || view.kind === 'redirecting' ? (
            <>
              {account.signedIn && (
                <>
                  {(review || covered) && <p className="muted">{t('checkout.bindingOrderHint')}</p>}
                  <button type="button" className="button button--primary checkout__pay" aria-disabled={busy || undefined} onClick={() => pay()}>
                    {covered ? t('checkout.bookNow') : review ? t('checkout.bindingOrder') : orderReview ? t('checkout.toReview') : t('payment.pay')}
                  </button>
                </>
              )}
              {!covered && <ExpressButtons busy={busy} onPay={(wallet) => pay(wallet)} />}
            </>
          ) : (
            <PaymentPanel view={view} lineIds={bookedLineIds(payment, cart.lines)} />
          )}
        </div>
      </div>
    </section>
  );
}
