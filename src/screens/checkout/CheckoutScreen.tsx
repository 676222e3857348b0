import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useArea, useCommand, useReadModel, useRuntime } from '../../engine/hooks';
import { useServices } from '../../engine/services';
import { basketAreas } from '../../domain/cart/basket-areas';
import { whenIdle } from '../../kernel/idle';
import type { RootState } from '../../engine/root-state';
import type { DirectDebitInput } from '../../messages';
import { BasketStep } from './BasketStep';
import { PaymentStep } from './PaymentStep';
import '../shared/shop.css';
import './checkout.css';

/** The longest a basket check waits for an idle moment after the lines change. */
const BASKET_CHECK_WAIT_MS = 500;

/** A key that changes when what the basket check looks at changes. */
const linesKey = (s: RootState) => s.cart.lines.map((l) => `${l.lineId}:${l.totalCount}`).join('|');

/**
 * The checkout route (000 §2: cart, payment choice, order review and confirm): `?step=payment`
 * and `?step=review` are the steps after the basket. The direct debit fields live here, so
 * moving between payment and review keeps them; they are never stored anywhere.
 */
export default function CheckoutScreen() {
  const { storage } = useServices();
  // The route loads them beside the chunk; the empty basket's handover to the runtime does not.
  useArea(...basketAreas(useRuntime().state$.value, storage));
  const [params] = useSearchParams();
  const step = params.get('step');
  const dispatch = useCommand();
  const lines = useReadModel(linesKey);
  const [directDebit, setDirectDebit] = useState<DirectDebitInput>({ accountHolder: '', iban: '' });

  // Entering checkout re-checks every line, and again whenever the lines change: at the first
  // idle moment after the change, not inside the click that made it (a task after it still runs
  // before the basket repaints, and its lookups would delay the frame), and once for changes in
  // a row (a pending check gives way to the next).
  useEffect(() => {
    if (lines === '') return;
    return whenIdle(() => dispatch({ type: 'CheckBasket' }), BASKET_CHECK_WAIT_MS);
  }, [lines, dispatch]);

  if (step === 'payment' || step === 'review') {
    return <PaymentStep review={step === 'review'} directDebit={directDebit} onDirectDebit={setDirectDebit} />;
  }
  return <BasketStep />;
}
