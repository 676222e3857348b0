import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useArea, useCommand, useReadModel, useRuntime } from '../../../engine/hooks';
import type { RootState } from '../../../engine/root-state';
import type { PaymentState } from '../../../domain/payment/read-model';
import { returnView, type ReturnPageName, type ReturnView } from '../../../domain/payment/views';

const selectPayment = (s: RootState): PaymentState => s.payment;

/**
 * A payment return page (001 §4): tells the payment area once what the address says (the
 * provider's status and cart id) and reads what to show (payment/views.ts `returnView`). The
 * epic decides whether anything happens: a reload, Back and Forward, or another tab find the
 * attempt moved on and change nothing; an address of no payment of this tab is explained.
 */
export function usePaymentReturn(page: ReturnPageName): { payment: PaymentState; view: ReturnView } {
  useArea('vouchers', 'payment');
  const [params] = useSearchParams();
  const dispatch = useCommand();
  const { tab } = useRuntime();
  const payment = useReadModel(selectPayment);
  const told = useRef(false);
  const status = params.get('status');
  const cartId = params.get('cartId');
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    dispatch({ type: 'ReturnFromPayment', page, status, cartId });
  }, [dispatch, page, status, cartId]);
  return { payment, view: returnView(page, status, cartId, payment, tab) };
}
