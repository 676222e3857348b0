import { useId } from 'react';
import { useT, type TextKey } from '../../i18n';
import { useCommand } from '../../engine/hooks';
import { useShellData } from '../../engine/services';
import type { DirectDebitInput } from '../../messages';
import { BUILT_IN_PAYARTS, CREDIT_CARD, DIRECT_DEBIT, needsAccountDetails, PAYPAL } from '../../domain/payment/payart';
import { groupIban } from '../../domain/payment/iban';
import type { FormProblem } from '../../domain/payment/decide';

const BUILT_IN_NAMES: Record<number, TextKey> = { [CREDIT_CARD]: 'payment.card', [PAYPAL]: 'payment.paypal', [DIRECT_DEBIT]: 'payment.directDebit' };

export interface MethodOption {
  payart: number;
  name: string;
  image: string | null;
}

/**
 * 001 §3: the server's payment types (names per language, images), with the built-in card,
 * PayPal and direct debit added where the server's list lacks them.
 */
export function usePaymentOptions(): MethodOption[] {
  const { t, lang } = useT();
  const { paymentTypes } = useShellData();
  const fromServer = (paymentTypes ?? []).map((p) => ({
    payart: p.payartId,
    name: p.i18n[lang] ?? p.i18n.en ?? p.i18n.de ?? Object.values(p.i18n)[0] ?? String(p.payartId),
    image: p.image ?? null,
  }));
  const missing = BUILT_IN_PAYARTS.filter((id) => !fromServer.some((p) => p.payart === id)).map((id) => ({
    payart: id,
    name: t(BUILT_IN_NAMES[id] as TextKey),
    image: null,
  }));
  return [...fromServer, ...missing];
}

/** A payment type's name in the page's language (the accepted page, the confirmation), or undefined. */
export function usePaymentMethodName(payart: number | null): string | undefined {
  return usePaymentOptions().find((o) => o.payart === payart)?.name;
}

export interface PaymentMethodsProps {
  options: readonly MethodOption[];
  chosen: number | null;
  directDebit: DirectDebitInput;
  onDirectDebit(next: DirectDebitInput): void;
  /** What a refused "Pay" found wrong and is still wrong: each said at its field. */
  problems: readonly FormProblem[];
}

/** The payment types as one radio group; SEPA direct debit asks account holder and IBAN (001 §3). */
export function PaymentMethods({ options, chosen, directDebit, onDirectDebit, problems }: PaymentMethodsProps) {
  const { t } = useT();
  const dispatch = useCommand();
  const id = useId();
  const methodError = problems.includes('NO_METHOD');
  const holderError = problems.includes('ACCOUNT_HOLDER_MISSING') ? t('validation.required') : null;
  const ibanError = problems.includes('INVALID_IBAN') ? t('validation.ibanInvalid') : null;
  return (
    <fieldset className="payment-methods">
      <legend>{t('checkout.choosePayment')}</legend>
      <ul className="payment-methods__list">
        {options.map((o) => (
          <li key={o.payart} className={chosen === o.payart ? 'is-chosen' : undefined}>
            <input
              id={`${id}-${o.payart}`}
              type="radio"
              name={`${id}-method`}
              checked={chosen === o.payart}
              aria-invalid={methodError || undefined}
              aria-describedby={methodError ? `${id}-method-error` : undefined}
              onChange={() => dispatch({ type: 'ChoosePaymentMethod', payart: o.payart })}
            />
            <label htmlFor={`${id}-${o.payart}`}>
              {o.image && <img src={o.image} alt="" width={48} height={32} />}
              <span>{o.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {methodError && (
        <p className="field-error" id={`${id}-method-error`}>
          {t('paymentError.NO_METHOD')}
        </p>
      )}
      {chosen !== null && needsAccountDetails(chosen) && (
        <div className="direct-debit" role="group" aria-labelledby={`${id}-dd`}>
          <p id={`${id}-dd`} className="muted">
            {t('payment.directDebitNote')}
          </p>
          <div className={`field${holderError ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-holder`}>{t('payment.accountHolder')}</label>
            <input
              id={`${id}-holder`}
              type="text"
              autoComplete="cc-name"
              value={directDebit.accountHolder}
              aria-invalid={holderError !== null}
              aria-describedby={holderError ? `${id}-holder-error` : undefined}
              onChange={(e) => onDirectDebit({ ...directDebit, accountHolder: e.target.value })}
            />
            {holderError && (
              <p className="field-error" id={`${id}-holder-error`}>
                {holderError}
              </p>
            )}
          </div>
          <div className={`field${ibanError ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-iban`}>{t('payment.iban')}</label>
            <input
              id={`${id}-iban`}
              type="text"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              className="iban"
              value={directDebit.iban}
              aria-invalid={ibanError !== null}
              aria-describedby={`${id}-iban-hint${ibanError ? ` ${id}-iban-error` : ''}`}
              // Groups of four as on a bank statement, whatever the visitor types or pastes.
              onChange={(e) => onDirectDebit({ ...directDebit, iban: groupIban(e.target.value) })}
            />
            <p className="field-hint muted" id={`${id}-iban-hint`}>
              {t('payment.ibanHint')}
            </p>
            {ibanError && (
              <p className="field-error" id={`${id}-iban-error`}>
                {ibanError}
              </p>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
