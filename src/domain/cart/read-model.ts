import * as t from 'io-ts';
import { assertNever, CartLine, Cents, isCountedLine, type EventOf } from '../../messages';
import { defineReadModel, withDefault } from '../../event-log/read-model';
import { shippingBasis, shippingCartLines } from './shipping-lines';
import { lineRefusal } from './door';

export const CartState = t.type({
  lines: t.readonlyArray(CartLine),
  requestInvoice: t.boolean,
  error: t.union([t.string, t.null]),
  cartId: t.union([t.string, t.null]),
  shippingCosts: t.union([Cents, t.null]),
  shippingError: t.boolean,
  shippingCostsError: t.union([t.string, t.null]),
  /** The basket and country `shippingCosts` answer (shippingBasis); null without costs. */
  shippingCostsFor: withDefault(t.union([t.string, t.null]), null),
  externalDocumentNumber: t.union([t.string, t.null]),
});
export type CartState = t.TypeOf<typeof CartState>;

export const initialCart: CartState = {
  lines: [],
  requestInvoice: true,
  error: null,
  cartId: null,
  shippingCosts: null,
  shippingError: false,
  shippingCostsError: null,
  shippingCostsFor: null,
  externalDocumentNumber: null,
};

const handles = [
  'CartLineAdded',
  'LegacyCartImported',
  'CartLineRemoved',
  'CartLineCountChanged',
  'CartLineChanged',
  'CartCleared',
  'CartRequestInvoiceSet',
  'CartIdAssigned',
  'CartIdCleared',
  'CartErrorRaised',
  'CartErrorCleared',
  'ExternalDocumentNumberSet',
  'ShippingCostsLoaded',
  'ShippingCostsLoadFailed',
  'ShippingCostsReset',
] as const;
export type CartEvent = EventOf<(typeof handles)[number]>;

/**
 * The spec's one cart rule on adding: a voucher code already in the cart is not added twice.
 * The legacy cart import keeps only that rule (its lines are converted, not recorded facts).
 */
function appendLegacyLine(lines: readonly CartLine[], line: CartLine): readonly CartLine[] {
  if (line.type === 'voucherCode' && lines.some((l) => l.type === 'voucherCode' && l.barcode === line.barcode)) {
    return lines;
  }
  return [...lines, line];
}

/**
 * New adds are decided by `admitLine` (admit.ts) and never reach here refused; a stored one that
 * the same door refuses (an edited log: count 0, a forged code balance, a repeated lineId) is
 * not folded, and the boot tells the visitor the basket lost it (app/restore-notice.ts).
 */
function appendLine(lines: readonly CartLine[], line: CartLine): readonly CartLine[] {
  return lineRefusal(lines, line) === null ? [...lines, line] : lines;
}

function withLines(state: CartState, lines: readonly CartLine[]): CartState {
  return lines === state.lines ? state : { ...state, lines };
}

export function reduceCart(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartLineAdded':
      return withLines(state, appendLine(state.lines, event.data.line));
    case 'LegacyCartImported':
      return withLines(state, event.data.lines.reduce(appendLegacyLine, state.lines));
    case 'CartLineRemoved': {
      const lines = state.lines.filter((l) => l.lineId !== event.data.lineId);
      return lines.length === state.lines.length ? state : { ...state, lines };
    }
    case 'CartLineCountChanged': {
      const { lineId, count } = event.data;
      let changed = false;
      const lines = state.lines.map((line) => {
        // A total past safe integers is no amount (the epic never records one; a edited log might).
        const totalPrice = line.price * count;
        if (line.lineId !== lineId || !isCountedLine(line) || line.count === count || count < 1 || !Cents.is(totalPrice)) return line;
        changed = true;
        return { ...line, count, totalCount: count, totalPrice };
      });
      return changed ? { ...state, lines } : state;
    }
    case 'CartLineChanged': {
      // In place, keeping the basket's order; only the line of that id and type (admitChange
      // decided the rest; an edited log naming another line's type changes nothing).
      const changed = event.data.line;
      const at = state.lines.findIndex((l) => l.lineId === changed.lineId);
      if (at < 0 || state.lines[at]?.type !== changed.type) return state;
      if (lineRefusal(state.lines.filter((l) => l.lineId !== changed.lineId), changed) !== null) return state;
      return { ...state, lines: state.lines.map((l, i) => (i === at ? changed : l)) };
    }
    case 'CartCleared':
      // The old cart's shipping and payment ids do not belong to whatever is bought next.
      return { ...initialCart, requestInvoice: state.requestInvoice };
    case 'CartRequestInvoiceSet':
      return { ...state, requestInvoice: event.data.requestInvoice };
    case 'CartIdAssigned':
      return { ...state, cartId: event.data.cartId };
    case 'CartIdCleared':
      return state.cartId === null ? state : { ...state, cartId: null };
    case 'CartErrorRaised':
      return { ...state, error: event.data.error };
    case 'CartErrorCleared':
      return state.error === null ? state : { ...state, error: null };
    case 'ExternalDocumentNumberSet':
      return { ...state, externalDocumentNumber: event.data.externalDocumentNumber };
    case 'ShippingCostsLoaded':
      return {
        ...state,
        shippingCosts: event.data.shippingCosts,
        shippingError: false,
        shippingCostsError: null,
        shippingCostsFor: shippingBasis(shippingCartLines(state.lines), event.data.country),
      };
    case 'ShippingCostsLoadFailed':
      return { ...state, shippingCosts: null, shippingError: true, shippingCostsError: event.data.code, shippingCostsFor: null };
    case 'ShippingCostsReset':
      return { ...state, shippingCosts: null, shippingError: false, shippingCostsError: null, shippingCostsFor: null };
    default:
      return assertNever(event);
  }
}

export const cartReadModel = defineReadModel({
  handles,
  initial: initialCart,
  codec: CartState,
  reduce: reduceCart,
});
