/** 001 §9: the built-in payment types and the direct debit types that need account details. */
export const CREDIT_CARD = 78;
export const PAYPAL = 168;
export const DIRECT_DEBIT = 84;
/** SEPA direct debit types: the init call carries `aux.Accountholder` and `aux.IBAN` (001 §7). */
export const DIRECT_DEBIT_PAYARTS: readonly number[] = [74, 164];
/** 001 §3: the built-in types the shop offers even when the server's list lacks them. */
export const BUILT_IN_PAYARTS: readonly number[] = [CREDIT_CARD, PAYPAL, DIRECT_DEBIT];
/** The wallets of the express checkout go through the card type (the provider's wallet payart). */
export const WALLET_PAYART = CREDIT_CARD;

export const needsAccountDetails = (payart: number): boolean => DIRECT_DEBIT_PAYARTS.includes(payart);
