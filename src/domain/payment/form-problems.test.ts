import { cents, type StartPayment } from '../../messages';
import { initialCart } from '../cart/read-model';
import { count, merchandiseLine, voucherCodeLine } from '../../../test/helpers/lines';
import { formProblems, refusalBeforeInit, type PaymentForm, type PaymentSlice } from './decide';
import { initialPayment } from './read-model';

const poster = merchandiseLine({ price: cents(1500), count: count(1) });
const slice = (over: { termsAccepted?: boolean; lines?: PaymentSlice['cart']['lines']; soldOut?: boolean } = {}): PaymentSlice => {
  const lines = over.lines ?? [poster];
  return {
    cart: { ...initialCart, lines },
    payment: { ...initialPayment, termsAccepted: over.termsAccepted ?? false, problems: over.soldOut ? [{ lineId: lines[0]!.lineId, kind: 'soldOut' }] : null },
    account: { signedIn: true },
  };
};
const pay = (extra: Omit<Partial<StartPayment>, 'type'> = {}): StartPayment => ({ type: 'StartPayment', payart: 0, ...extra });
const form = (command: StartPayment): PaymentForm => ({ payart: command.payart, byWallet: command.wallet !== undefined, directDebit: command.directDebit });
const sepa = (accountHolder: string, iban: string) => pay({ payart: 74, directDebit: { accountHolder, iban } });

describe('formProblems (issue 31.7): every problem of the payment form at once', () => {
  it('no method and no terms: both, the method first as the form shows it', () => {
    expect(formProblems(form(pay()), slice())).toEqual(['NO_METHOD', 'TERMS_NOT_ACCEPTED']);
  });

  it('direct debit without holder and IBAN: both fields, and the terms', () => {
    expect(formProblems(form(pay({ payart: 74 })), slice())).toEqual(['ACCOUNT_HOLDER_MISSING', 'INVALID_IBAN', 'TERMS_NOT_ACCEPTED']);
    expect(formProblems(form(sepa('  ', 'DE89 3704 0044 0532 0130 01')), slice({ termsAccepted: true }))).toEqual(['ACCOUNT_HOLDER_MISSING', 'INVALID_IBAN']);
    expect(formProblems(form(sepa('Anna Becker', 'DE89 3704 0044 0532 0130 00')), slice({ termsAccepted: true }))).toEqual([]);
  });

  it('a card, a wallet, or vouchers that cover the order ask nothing of the direct debit fields', () => {
    expect(formProblems(form(pay({ payart: 78 })), slice({ termsAccepted: true }))).toEqual([]);
    expect(formProblems(form(pay({ wallet: 'APPLEPAY' })), slice())).toEqual(['TERMS_NOT_ACCEPTED']);
    const covered = [poster, voucherCodeLine({ available: cents(5000) })];
    expect(formProblems(form(pay({ payart: 74 })), slice({ termsAccepted: true, lines: covered }))).toEqual([]);
  });

  it('the refusal recorded is one of them, in the order the shop always checked', () => {
    expect(refusalBeforeInit(pay(), slice())).toBe('NO_METHOD');
    expect(refusalBeforeInit(pay({ payart: 74 }), slice())).toBe('TERMS_NOT_ACCEPTED');
    expect(refusalBeforeInit(pay({ payart: 74 }), slice({ termsAccepted: true, soldOut: true }))).toBe('BASKET_HAS_PROBLEMS');
    expect(refusalBeforeInit(sepa('', ''), slice({ termsAccepted: true }))).toBe('ACCOUNT_HOLDER_MISSING');
    expect(refusalBeforeInit(sepa('Anna Becker', 'DE00'), slice({ termsAccepted: true }))).toBe('INVALID_IBAN');
    expect(refusalBeforeInit(sepa('Anna Becker', 'DE89370400440532013000'), slice({ termsAccepted: true }))).toBeNull();
  });
});
