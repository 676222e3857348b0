import { useId } from 'react';
import { useT, type TextKey } from '../../i18n';
import { useCommand } from '../../engine/hooks';
import { useShellData } from '../../engine/services';
import type { DirectDebitInput } from '../../messages';
import { BUILT_IN_PAYARTS, CREDIT_CARD, DIRECT_DEBIT, needsAccountDetails, PAYPAL } from '../../domain/payment/payart';
import { groupIban, isValidIban } from '../../domain/payment/iban';

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

export interface PaymentMethodsProps {
  options: readonly MethodOption[];
  chosen: number | null;
  directDebit: DirectDebitInput;
  onDirectDebit(next: DirectDebitInput): void;
  /** Show the direct debit fields' errors (after a refused "Pay"). */
  showErrors: boolean;
}

/** The payment types as one radio group; SEPA direct debit asks account holder and IBAN (001 §3). */
export function PaymentMethods({ options, chosen, directDebit, onDirectDebit, showErrors }: PaymentMethodsProps) {
  const { t } = useT();
  const dispatch = useCommand();
  const id = useId();
  const holderError = showErrors && directDebit.accountHolder.trim() === '' ? t('validation.required') : null;
  const ibanError = showErrors && !isValidIban(directDebit.iban) ? t('validation.ibanInvalid') : null;
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
              onChange={() => dispatch({ type: 'ChoosePaymentMethod', payart: o.payart })}
            />
            <label htmlFor={`${id}-${o.payart}`}>
              {o.image && <img src={o.image} alt="" width={48} height={32} />}
              <span>{o.name}</span>
            </label>
          </li>
        ))}
      </ul>
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
