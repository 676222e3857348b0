import type { WalletName } from '../payment-facts';

/** Account holder and IBAN of a SEPA direct debit (001 §3): they travel in the command only. */
export interface DirectDebitInput {
  accountHolder: string;
  iban: string;
}

export type ChoosePaymentMethod = { type: 'ChoosePaymentMethod'; payart: number };
export type SetPaymentTerms = { type: 'SetPaymentTerms'; accepted: boolean };
/** Check every dated and stocked basket line against current availability and prices. */
export type CheckBasket = { type: 'CheckBasket' };
/** Pay: a payment type of the list, or a wallet express button (no account needed). */
export type StartPayment = {
  type: 'StartPayment';
  payart: number;
  wallet?: WalletName;
  directDebit?: DirectDebitInput;
  /** The visitor confirmed a binding order review first: the provider returns to checkout/success. */
  confirmed?: boolean;
};
/** A return page opened (001 §4): what the provider said in the address. */
export type ReturnFromPayment = {
  type: 'ReturnFromPayment';
  page: 'accepted' | 'success' | 'canceled' | 'failed';
  status: string | null;
  cartId: string | null;
};
/** The accepted page's "Complete order" (and "Check again" after a lost answer): the exec call. */
export type CompleteOrder = { type: 'CompleteOrder' };
/** Back from the provider unfinished: to the same payment's page again (no new payment). */
export type ContinuePayment = { type: 'ContinuePayment' };
/** Back from the provider unfinished: cancel that payment with the server, to choose again. */
export type CancelPayment = { type: 'CancelPayment' };
/** A payment of this basket is under way in another tab: cancel it there, to pay here. */
export type PayHereInstead = { type: 'PayHereInstead' };
/** Lines another order booked: the visitor orders them again on purpose. */
export type ReopenBasket = { type: 'ReopenBasket' };

export type PaymentCommand =
  | ChoosePaymentMethod
  | SetPaymentTerms
  | CheckBasket
  | StartPayment
  | ReturnFromPayment
  | CompleteOrder
  | ContinuePayment
  | CancelPayment
  | PayHereInstead
  | ReopenBasket;
