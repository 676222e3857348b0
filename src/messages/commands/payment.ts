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
/** The accepted page's "Complete order": the exec call. */
export type CompleteOrder = { type: 'CompleteOrder' };

export type PaymentCommand = ChoosePaymentMethod | SetPaymentTerms | CheckBasket | StartPayment | ReturnFromPayment | CompleteOrder;
