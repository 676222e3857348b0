import { useCallback, useMemo, useRef } from 'react';
import type { LineProblem } from '../../messages';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/common';
import { href } from '../../routing/route-paths';
import { useNames, useCommand, useReadModel, useRuntime } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { useAuth, useConfig, useServices } from '../../engine/services';
import { cartTotals } from '../../domain/cart/selectors';
import type { MerchandiseState } from '../../domain/merchandise/read-model';
import { ownersOf } from '../../domain/merchandise/owner-store';
import type { TicketLineChecks } from '../../domain/tickets/basket-checks';
import { customerCountry, customerKnown, needsShipping } from '../../domain/shipping/request';
import { Money } from '../../components/Money';
import { TotalAndVat } from './TotalAndVat';
import type { CartLine } from '../../messages';
import { CartLineRow } from './CartLineRow';
import { ArticleLineRooms, articleLineRooms } from './article-line-rooms';
import { CheckoutSteps } from './CheckoutSteps';
import { EmptyBasketNote } from './EmptyBasket';
import { VoucherCodes } from './VoucherCodes';
import { Suggestions } from './Suggestions';
import { BasketContents } from './BasketContents';
import { reasonKeys } from './checkout-text';
import { ShippingCountry } from './ShippingCountry';
import { ShippingAmount } from './ShippingAmount';
import { BookedPanel } from './PaymentPanels';
import { payView } from '../../domain/payment/views';
import { bookedLineIds } from '../../domain/payment/decide';
import '../shared/shop.css';
import './checkout.css';

const selectCart = (s: RootState) => s.cart;
const selectShipping = (s: RootState) => s.shipping;
const selectProblems = (s: RootState): readonly LineProblem[] => s.payment.problems ?? NO_PROBLEMS;
const selectPayment = (s: RootState) => s.payment;
const NO_PROBLEMS: readonly LineProblem[] = [];
// The merchandise area comes with the basket (routes.tsx); its stock caps article lines' steppers.
const selectMerchandise = (s: RootState): MerchandiseState | undefined => (s as Partial<RootState>).merchandise;
// The tickets area is registered with the basket only while it holds ticket lines (routes.tsx).
const selectChecks = (s: RootState): TicketLineChecks => (s as Partial<RootState>).ticketLineChecks ?? NO_CHECKS;
const NO_CHECKS: TicketLineChecks = {};

/** Checkout step 1: the basket (001 §2, §4; 000 §5, §7). */
export function BasketStep() {
  const { t, tOr, lang } = useT();
  const config = useConfig();
  const { storage } = useServices();
  const auth = useAuth();
  const cart = useReadModel(selectCart);
  const shipping = useReadModel(selectShipping);
  const problems = useReadModel(selectProblems);
  const checks = useReadModel(selectChecks);
  const merchandise = useReadModel(selectMerchandise);
  const payment = useReadModel(selectPayment);
  const { tab } = useRuntime();
  const dispatch = useCommand();
  const names = useNames();
  const heading = useRef<HTMLHeadingElement>(null);
  const totals = cartTotals(cart);
  const goods = cart.lines.filter((l) => l.type !== 'voucherCode');
  const shipped = needsShipping(cart.lines);
  // The server knows a signed-in customer's address; otherwise the visitor chooses (the shipping
  // epic starts the form from the customer's or the shop's country).
  const loggedIn = customerKnown(auth);
  // Pass owners are personal data outside the log (owner-store.ts): read once per basket change,
  // not on every render.
  const ownerNames = useMemo(
    () => new Map(cart.lines.flatMap((l) => (l.type === 'annualPass' ? [[l.lineId, ownersOf(storage, l.ownerRefs).map((o) => o?.name ?? '?')] as const] : []))),
    [cart.lines, storage],
  );

  const remove = useCallback(
    (line: CartLine) => {
      dispatch({ type: 'RemoveCartLine', lineId: line.lineId });
      // The row and its button are gone: the focus goes back to the basket's heading.
      heading.current?.focus();
    },
    [dispatch],
  );

  const rooms = useMemo(() => articleLineRooms(merchandise, cart.lines), [merchandise, cart.lines]);

  const toPayment = `${href(lang, 'checkout')}?step=payment`;
  // Lines another order booked are not paid again by accident (docs/decisions.md "Money is taken once").
  const view = payView(payment, cart, tab, false);
  const booked = view.kind === 'booked' ? view : null;
  // Ticket lines' counts are the tickets' to decide (places are looked up), articles' the
  // merchandise area's (stock); vouchers' the cart's.
  const changeCount = useCallback(
    (line: CartLine, count: number | string, dayTicketId?: number | string) =>
      dispatch(
        line.type === 'ticket' || line.type === 'dayTicket'
          ? { type: 'ChangeTicketLineCount', lineId: line.lineId, count, ...(dayTicketId !== undefined ? { dayTicketId } : {}) }
          : line.type === 'merchandise'
            ? { type: 'ChangeArticleLineCount', lineId: line.lineId, count }
            : { type: 'ChangeCartLineCount', lineId: line.lineId, count: Number(count) },
      ),
    [dispatch],
  );

  return (
    <section className="page basket">
      <CheckoutSteps current="cart" />
      <h1 ref={heading} tabIndex={-1}>
        {t('cart.heading')}
      </h1>
      {cart.lines.length === 0 ? (
        <EmptyBasketNote />
      ) : (
        <>
          <BasketContents lines={cart.lines} />
          {/* Wide screens: the summary stands beside the lines and stays in view (checkout.css). */}
          <div className="basket__columns">
            <div className="basket__main">
              <ArticleLineRooms value={rooms}>
                <ul className="cart-lines" aria-label={t('cart.count', { smart_count: goods.length })}>
                  {goods.map((line) => (
                    <CartLineRow
                      key={line.lineId}
                      line={line}
                      names={names}
                      owners={ownerNames.get(line.lineId)}
                      onRemove={remove}
                      onCount={changeCount}
                      check={checks[line.lineId]}
                      problems={problems.filter((p) => p.lineId === line.lineId)}
                      repriced={payment.repriced.find((r) => r.lineId === line.lineId && r.now === line.totalPrice)}
                    />
                  ))}
                </ul>
              </ArticleLineRooms>
              <div className="basket__options">
                {(config.hasVoucherCode === undefined || isOn(config.hasVoucherCode)) && (
                  <VoucherCodes vouchers={totals.vouchers} lines={cart.lines} onRemove={remove} />
                )}
                {shipped && (
                  <ShippingCountry
                    loggedIn={loggedIn}
                    customerCountryKey={loggedIn ? customerCountry(auth.customer) : null}
                    chosen={shipping.country}
                    error={cart.shippingError}
                    onChoose={(country) => dispatch({ type: 'ChooseShippingCountry', country })}
                  />
                )}
                {isOn(config.hasInvoiceRequest) && (
                  <div className="field field--checkbox basket__invoice">
                    <input
                      id="request-invoice"
                      type="checkbox"
                      checked={cart.requestInvoice}
                      onChange={(e) => dispatch({ type: 'SetRequestInvoice', requestInvoice: e.target.checked })}
                    />
                    <label htmlFor="request-invoice">{t('cart.requestInvoice')}</label>
                  </div>
                )}
              </div>
            </div>
            <div className="basket__summary">
              <dl className="cart-totals" aria-live="polite" data-testid="cart-totals">
                <div>
                  <dt>{t('cart.subtotal')}</dt>
                  <dd>
                    <Money cents={totals.subtotal} />
                  </dd>
                </div>
                {shipped && (
                  <div className="cart-totals__shipping">
                    <dt>{t('cart.shipping')}</dt>
                    <dd data-testid="shipping-costs">
                      <ShippingAmount cents={cart.shippingCosts} />
                    </dd>
                  </div>
                )}
                {totals.vouchers.map((v) => (
                  <div key={v.lineId} className="cart-totals__voucher">
                    {/* The remaining value is said once, beside the code in the voucher section. */}
                    <dt>{t('cart.voucherApplied', { code: v.barcode })}</dt>
                    <dd>
                      <Money cents={v.discount} />
                    </dd>
                  </div>
                ))}
                <TotalAndVat total={totals.total} tax={totals.tax} testId="cart-total" />
              </dl>
              {cart.error && (
                <p className="callout callout--danger" role="alert" data-testid="cart-error">
                  {tOr(reasonKeys(cart.error).key, reasonKeys(cart.error).fallback)}
                </p>
              )}
              {booked && <BookedPanel view={booked} lineIds={bookedLineIds(payment, cart.lines)} />}
              <div className="basket__actions">
                {!booked && (
                  <Link className="button button--primary basket__to-checkout" data-main-action to={toPayment}>
                    {t('cart.toCheckout')}
                  </Link>
                )}
                <Link className="button" to={href(lang)}>
                  {t('cart.continueShopping')}
                </Link>
              </div>
            </div>
          </div>
          <Suggestions lines={cart.lines} />
          {/* Phones: the total and the way on stay in view below a long basket; the
              summary's own button gives way to this one there, so there is one of each. */}
          <div className="basket__bar" data-testid="basket-bar">
            <span className="basket__bar-total">
              {t('cart.total')} <Money cents={totals.total} />
            </span>
            {!booked && (
              <Link className="button button--primary" data-main-action to={toPayment}>
                {t('cart.toCheckout')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
