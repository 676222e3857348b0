import { lift } from '../../event-log/upcasters';
import { PaymentCompleted } from '../../messages/events/payment';
import { initialPayment, reducePayment } from '../../domain/payment/read-model';
import { paymentArea } from './payment';

describe('payment area upcasters', () => {
  const meta = { seq: 9, at: 0, tab: 't' };

  it('a v1 order (no total, method or codes kept) reads as v2 with null, null and no codes, and folds', () => {
    const v1 = { cartId: 'C1', bookingId: '700001', hasTickets: true, items: [] };
    const lifted = lift({ type: 'PaymentCompleted', v: 1, data: v1, meta }, 0, paymentArea.upcasters ?? {});
    expect(lifted).toEqual({ type: 'PaymentCompleted', v: 2, data: { ...v1, paid: null, payart: null, codes: [] }, meta });
    const data = lifted !== null && 'data' in lifted ? lifted.data : undefined;
    const decoded = PaymentCompleted.data.decode(data);
    expect(decoded._tag).toBe('Right');
    const state = reducePayment(initialPayment, PaymentCompleted.create(data as never), meta);
    expect(state.order).toEqual({ ...v1, paid: null, payart: null, codes: [] });
  });

  it('a v1 payment start and failure read as v2', () => {
    const upcasters = paymentArea.upcasters ?? {};
    expect(lift({ type: 'PaymentStarted', v: 1, data: { attemptId: 'a', payart: 78, wallet: null, returnTo: 'accepted' }, meta }, 0, upcasters)).toMatchObject({ v: 2, data: { lineIds: [] } });
    expect(lift({ type: 'PaymentFailed', v: 1, data: { cartId: 'C1', reason: 'PAYMENT_FAILED' }, meta }, 0, upcasters)).toMatchObject({ v: 2, data: { message: null } });
  });
});
