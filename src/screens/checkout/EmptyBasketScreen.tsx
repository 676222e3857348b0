import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { useArea, useRuntime, useStartedRuntime } from '../../engine/hooks';
import { useServices } from '../../engine/services';
import { basketAreas } from '../../domain/cart/basket-areas';
import { CheckoutSteps } from './CheckoutSteps';
import { EmptyBasketNote, EmptyPaymentStep } from './EmptyBasket';

const CheckoutScreen = lazy(() => import(/* webpackChunkName: "checkout" */ './CheckoutScreen'));

/**
 * The checkout route where the runtime has not started (routes.tsx `beforeRuntime`): a session
 * that has not started has an empty basket, so a first visit draws it without the runtime's
 * files (docs/decisions.md "An empty basket before the runtime"). Once the runtime runs, its
 * screen takes over: at once where it ran when this one mounted (a later visit to the route),
 * else (it started while the basket was on screen: the cookie choice) with the empty basket
 * shown until its areas and chunk are in.
 */
export default function EmptyBasketScreen() {
  const runtime = useStartedRuntime();
  const [drawnEmpty] = useState(() => runtime === null);
  if (runtime === null) return <EmptyCheckout />;
  return drawnEmpty ? (
    <Suspense fallback={<EmptyCheckout />}>
      <CheckoutOfRuntime />
    </Suspense>
  ) : (
    <CheckoutOfRuntime />
  );
}

/** The runtime's checkout with the areas the route loads for it. */
function CheckoutOfRuntime() {
  const { storage } = useServices();
  useArea(...basketAreas(useRuntime().state$.value, storage));
  return <CheckoutScreen />;
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
