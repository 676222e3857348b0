import { IsoDate, type CartLine, type LineOf, type PaidItem } from '../../messages';
import { lineVenueKey, nameRecipe } from '../cart/names';
import type { CartState } from '../cart/read-model';
import { cartTotals } from '../cart/selectors';
import { needsAccountDetails } from './payart';
import { normalizeIban } from './iban';
import type { DirectDebitInput, WalletName } from '../../messages';

/**
 * What the payment needs from outside the event log: personal data kept in stores of its own
 * (annual pass owners, free-text tour answers, the partner). The app composes it; the payment
 * domain does not reach into the other areas' stores itself.
 */
export interface PrivateParts {
  /** The owners behind a pass line's refs; undefined where a ref was lost. */
  owners(refs: readonly string[]): ReadonlyArray<{ name: string; address: string; send_to_custom_addr: boolean } | undefined>;
  /** A tour line's answers with `private:` references replaced by the texts. */
  answers(answers: LineOf<'guidedTour'>['answers']): Record<string, unknown>;
  /** 000 §2: the `partner` query parameter kept since the page loaded, if any. */
  partner(): string | null;
  /** A line's name in the page's language (reference names: lines carry none since issue 28). */
  name?(line: CartLine): string | undefined;
}

type Item = Record<string, unknown>;

/**
 * 001 §3 lists single_ticketing among a ticket line's fields, but no ticket offer carries it
 * (§3's event ticket and day ticket): an event or day ticket is always sold one ticket per
 * place, counted by its count, which is what the flag says of a tour (shipping counts such a
 * tour by its tickets, §7). So ticket items say 1 (docs/decisions.md).
 */
const TICKETS_ARE_SINGLE = 1;

/**
 * A cart line as payment init and checkout suggest take it (001 §7, cart version 1): the line's
 * own fields without the shop's internal ones (`lineId`, pass `ownerRefs`), with the pass owners
 * and the private tour answers put back from where they are kept. The server prices everything
 * itself; prices travel only for the variable voucher (its amount is the visitor's choice).
 */
export function cartItem(line: CartLine, parts: PrivateParts): Item {
  const item = cartFields(line, parts);
  // §3 lists `name` among every line's fields: the reference name, else one an earlier log kept.
  const name = parts.name?.(line) ?? line.name;
  return name === undefined ? item : { ...item, name };
}

function cartFields(line: CartLine, parts: PrivateParts): Item {
  const { lineId: _lineId, ...rest } = line;
  switch (rest.type) {
    case 'annualPass': {
      const { ownerRefs, ...pass } = rest;
      return { ...pass, owners: parts.owners(ownerRefs).map((o) => o ?? { name: '', address: '', send_to_custom_addr: false }) };
    }
    case 'guidedTour': {
      // The venue (for the calendar file) and the VAT the line holds (for the basket) are the
      // shop's own notes, not part of the API's item.
      const { venue: _venue, includedVat: _included, ...tour } = rest;
      return { ...tour, answers: parts.answers(rest.answers) };
    }
    case 'ticket': {
      const { venue: _venue, ...ticket } = rest;
      return { ...ticket, single_ticketing: TICKETS_ARE_SINGLE };
    }
    case 'dayTicket':
      return { ...rest, single_ticketing: TICKETS_ARE_SINGLE };
    case 'voucherCode': {
      // The lookup's balance is the shop's view; the server checks the code itself.
      const { available: _available, ...code } = rest;
      return code;
    }
    default:
      return rest;
  }
}

export interface InitRequest {
  payart: number;
  wallet: WalletName | null;
  directDebit: DirectDebitInput | null;
  continueUrl: string;
  cancelUrl: string;
}

/** The body of payment init (001 §7): payart, aux, cart version 1, return URLs. */
export function paymentInitBody(cart: CartState, request: InitRequest, parts: PrivateParts) {
  const partner = parts.partner();
  const aux = {
    ...(needsAccountDetails(request.payart) && request.directDebit
      ? { Accountholder: request.directDebit.accountHolder.trim(), IBAN: normalizeIban(request.directDebit.iban) }
      : {}),
    ...(request.wallet ? { wallet: request.wallet } : {}),
    ...(partner ? { partner } : {}),
  };
  // 001 §3: a voucher code's line says what it keeps and what it takes off (computed: 000 §4).
  const allocations = new Map(cartTotals(cart).vouchers.map((v) => [v.lineId, v] as const));
  const items = cart.lines.map((line) => {
    const item = cartItem(line, parts);
    const code = allocations.get(line.lineId);
    return code ? { ...item, remaining: code.remaining, discount: code.discount } : item;
  });
  return {
    payart: request.payart,
    aux,
    cart: {
      ver: 1 as const,
      items,
      external_document_number: cart.externalDocumentNumber,
      send_invoice: cart.requestInvoice ? (1 as const) : (0 as const),
    },
    url: { continue: request.continueUrl, cancel: request.cancelUrl },
  };
}

/**
 * What the success page (and its calendar file) keeps of an order once the basket is cleared:
 * counts, amounts, the dates of dated lines and the reference keys of their names and venues.
 * Voucher codes are payments, not items.
 */
export function paidItems(lines: readonly CartLine[]): PaidItem[] {
  return lines.flatMap((line): PaidItem[] => {
    const recipe = nameRecipe(line);
    const venueKey = lineVenueKey(line);
    const base = {
      lineId: line.lineId, type: line.type, count: line.totalCount, totalPrice: line.totalPrice,
      ...(recipe ? { nameKeys: [...recipe.keys], nameJoin: recipe.join } : {}),
      // A line of an earlier log still carries its texts; they are the fallback.
      ...(line.name === undefined ? {} : { name: line.name }),
      ...(venueKey ? { venueKey } : {}),
      ...('venue' in line && line.venue !== undefined ? { venue: line.venue } : {}),
    };
    switch (line.type) {
      case 'voucherCode':
        return [];
      case 'ticket': {
        const date = line.datetime.slice(0, 10);
        return [{ ...base, ...(IsoDate.is(date) ? { date } : {}), time: line.datetime.slice(11, 16), ...(line.datetime_end ? { end: line.datetime_end } : {}) }];
      }
      case 'dayTicket':
        return [{ ...base, date: line.date }];
      case 'guidedTour':
        return [{ ...base, date: line.date, time: line.time.slice(0, 5) }];
      default:
        return [base];
    }
  });
}
