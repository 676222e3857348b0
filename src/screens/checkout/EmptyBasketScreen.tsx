import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { useStartedRuntime } from '../../engine/hooks';
import { CheckoutSteps } from './CheckoutSteps';
import { EmptyBasketNote, EmptyPaymentStep } from './EmptyBasket';

const CheckoutScreen = lazy(() => import(/* webpackChunkName: "checkout" */ './CheckoutScreen'));

/**
 * The checkout route of a session that has not started (routes.tsx: its loader told so): its
 * basket is empty, so a first visit draws it without the runtime's files (docs/decisions.md "An
 * empty basket before the runtime"). Once the runtime runs (the cookie choice), its checkout takes
 * over, with the empty basket shown until the checkout's chunk and areas are in. A route's screen
 * loads once per page: a later visit finds the runtime running and shows its checkout at once.
 * Until the runtime runs nothing can put a line in this page's basket (the screens without the
 * runtime add none, and a session under way from the page's start never gets this screen).
 */
export default function EmptyBasketScreen() {
  const runtime = useStartedRuntime();
  const [drawnEmpty] = useState(runtime === null);
  if (!drawnEmpty) return <CheckoutScreen />;
  if (runtime === null) return <EmptyCheckout />;
  return (
    <Suspense fallback={<EmptyCheckout />}>
      <CheckoutScreen />
    </Suspense>
  );
}

/** The basket's or the payment step's empty state, as the runtime's checkout draws them. */
function EmptyCheckout() {
  const { t } = useT();
  const [params] = useSearchParams();
  const step = params.get('step');
  if (step === 'payment' || step === 'review') return <EmptyPaymentStep />;
  return (
    <section className="page basket">
      <CheckoutSteps current="cart" />
      <h1 tabIndex={-1}>{t('cart.heading')}</h1>
      <EmptyBasketNote />
    </section>
  );
}
