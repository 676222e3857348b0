import { concatMap, EMPTY, of, type Observable } from 'rxjs';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Random } from '../../bus/deps';
import { CartEvents, count as asCount, isCountedLine, type Command, type DomainEvent } from '../../messages';
import type { CartState } from './read-model';
import { findLine } from './selectors';
import { admitLine, reportRefusal } from './admit';

export type CartEpic = Epic<Command, { readonly cart: CartState }, { random: Random }, DomainEvent>;

/**
 * Cart mutations run in order (concatMap): a remove that follows an add must see the line.
 * Invalid requests (unknown line, a count on a line without one, a change to the same count)
 * are dropped here, so the log only ever holds facts.
 */
export const cartEpic: CartEpic = (command$, state$, { random }) =>
  command$.pipe(
    ofType('AddCartLine', 'RemoveCartLine', 'ChangeCartLineCount', 'ClearCart', 'SetRequestInvoice'),
    concatMap((command): Observable<DomainEvent> => {
      const cart = state$.value.cart;
      switch (command.type) {
        case 'AddCartLine': {
          const admitted = admitLine(cart.lines, command.line, random.id());
          if (admitted.ok) return of(admitted.event);
          reportRefusal('the basket', admitted.refusal);
          return EMPTY;
        }
        case 'RemoveCartLine':
          return findLine(cart, command.lineId) ? of(CartEvents.CartLineRemoved.create({ lineId: command.lineId })) : EMPTY;
        case 'ChangeCartLineCount': {
          const line = findLine(cart, command.lineId);
          const count = Math.trunc(command.count);
          if (!line || !isCountedLine(line) || !Number.isSafeInteger(count) || count < 1) return EMPTY;
          // Same count: not a fact worth logging. A count whose total overflows safe integers
          // would put a non-Cents totalPrice into the state (and an unrestorable snapshot).
          if (count === line.count || !Number.isSafeInteger(line.price * count)) return EMPTY;
          return of(CartEvents.CartLineCountChanged.create({ lineId: line.lineId, count: asCount(count) }));
        }
        case 'ClearCart':
          return of(CartEvents.CartCleared.create({}));
        case 'SetRequestInvoice':
          return cart.requestInvoice === command.requestInvoice
            ? EMPTY
            : of(CartEvents.CartRequestInvoiceSet.create({ requestInvoice: command.requestInvoice }));
      }
    }),
  );
