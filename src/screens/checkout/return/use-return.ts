import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useArea, useCommand, useReadModel, useRuntime } from '../../../app/hooks';
import type { RootState } from '../../../app/read-models';
import type { PaymentState } from '../../../domain/payment/read-model';

const selectPayment = (s: RootState): PaymentState => s.payment;

/**
 * A payment return page (001 §4): tells the payment area once what the address says (the
 * provider's status and cart id) and reads where the attempt stands. The epic decides whether
 * anything happens: a reload or a second tab finds the attempt moved on and changes nothing.
 */
export function usePaymentReturn(page: 'accepted' | 'success' | 'canceled' | 'failed') {
  useArea('vouchers', 'payment');
  const [params] = useSearchParams();
  const dispatch = useCommand();
  const { tab } = useRuntime();
  const payment = useReadModel(selectPayment);
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    dispatch({ type: 'ReturnFromPayment', page, status: params.get('status'), cartId: params.get('cartId') });
  }, [dispatch, page, params]);
  const attempt = payment.attempt;
  return {
    payment,
    attempt,
    /** The attempt was started in another tab (a duplicate): this one must not complete it. */
    otherTab: attempt !== null && attempt.tab !== tab,
  };
}
