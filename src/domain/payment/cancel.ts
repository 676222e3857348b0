import { concat, mergeMap, of, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import * as PaymentEvents from '../../messages/events/payment';
import { CartEvents, type DomainEvent } from '../../messages';
import type { PaymentDeps } from './deps';

/**
 * Cancels a provider cart with the server (001 §7 `payment/cancel`, `noRedirect=1`): the
 * visitor's own cancel at the provider, an unfinished payment given up, an earlier one replaced.
 * 410 means already paid or timed out. `current`: the basket's cart id is this cart's (an
 * earlier one's cancel leaves it). `confirmed`: only the server's yes ends the payment (given
 * up unfinished: it may be approved in a window still open); otherwise, after the provider
 * cancelled it, any answer does (an unpaid cart expires on its own).
 */
export function cancelCart(cartId: string, deps: Pick<PaymentDeps, 'api'>, options: { current?: boolean; confirmed?: boolean } = {}): Observable<DomainEvent> {
  const { current = true, confirmed = false } = options;
  return concat(
    of(PaymentEvents.PaymentCancelStarted.create({ cartId })),
    deps.api.call('paymentCancel', { query: { cartId } }).pipe(
      mergeMap((result): Observable<DomainEvent> => {
        if (isLeft(result) && result.left.kind === 'Http' && result.left.status === 410) return of(PaymentEvents.PaymentGone.create({ cartId }));
        // Still the payment under way: the visitor may continue it or try to cancel again.
        if (isLeft(result) && confirmed) return of(PaymentEvents.PaymentCancelFailed.create({ cartId }));
        const canceled = PaymentEvents.PaymentCanceled.create({ cartId });
        return current ? of(canceled, CartEvents.CartIdCleared.create({})) : of(canceled);
      }),
    ),
  );
}
