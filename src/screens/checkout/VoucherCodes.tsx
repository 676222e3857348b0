import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import type { VoucherAllocation } from '../../domain/cart/selectors';
import { Money } from '../../components/Money';
import type { CartLine } from '../../messages';

const selectVoucherCode = (s: RootState) => s.voucherCode;

/**
 * Redeeming voucher codes (001 §4, §5, §8): the field, the translated result, and each code's
 * remaining value and discount. Removing a code asks first, like any basket line.
 */
export function VoucherCodes({ vouchers, lines, onRemove }: { vouchers: readonly VoucherAllocation[]; lines: readonly CartLine[]; onRemove(line: CartLine): void }) {
  const { t, tOr, money } = useT();
  const dispatch = useCommand();
  const state = useReadModel(selectVoucherCode);
  const id = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => {
    if (state.accepted !== null) setCode('');
  }, [state.accepted]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEmpty(code.trim() === '');
    if (code.trim() !== '') dispatch({ type: 'RedeemVoucherCode', code });
  };

  const message = empty
    ? t('validation.required')
    : state.error === 'VOUCHER_ALREADY_IN_CART'
      ? t('cart.voucherAlreadyAdded')
      : state.error !== null
        ? // 001 §8: a code the shop has no text for is still shown, as the server sent it.
          tOr(`voucherCode.${state.error}`, 'voucherCode.refusedWithCode', { code: state.error })
        : null;

  return (
    <section className="voucher-codes" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('cart.voucherCode')}</h2>
      <form className="voucher-codes__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t('cart.voucherCode')}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('cart.voucherCodePlaceholder')}
          aria-invalid={message !== null}
          aria-describedby={`${id}-message`}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button">
          {t('cart.redeem')}
        </button>
      </form>
      <div id={`${id}-message`} aria-live="polite" className="live-region" data-testid="voucher-code-message">
        {message !== null && <p className="form-error">{message}</p>}
        {message === null && state.accepted !== null && <p className="voucher-codes__ok">{t('cart.voucherAccepted', { code: state.accepted })}</p>}
      </div>
      {vouchers.length > 0 && (
        <ul className="voucher-codes__list">
          {vouchers.map((v) => {
            const line = lines.find((l) => l.lineId === v.lineId);
            return (
              <li key={v.lineId} data-testid="voucher-code">
                <div className="voucher-codes__code">
                  <span className="voucher-codes__barcode">{v.barcode}</span>
                  <span className="muted">{t('cart.voucherRemaining', { amount: money(v.remaining) })}</span>
                </div>
                <span className="voucher-codes__discount">
                  <span className="visually-hidden">{t('cart.voucherDiscount')}: </span>
                  <Money cents={v.discount} />
                </span>
                {line &&
                  (confirming === v.lineId ? (
                    <div role="alertdialog" aria-labelledby={`${id}-${v.lineId}`} className="confirm">
                      <p id={`${id}-${v.lineId}`}>{t('cart.deleteConfirm', { name: v.barcode })}</p>
                      <button type="button" className="button button--danger" onClick={() => onRemove(line)}>
                        {t('cart.deleteYes')}
                      </button>
                      <button type="button" className="button" onClick={() => setConfirming(null)} autoFocus>
                        {t('cart.deleteNo')}
                      </button>
                    </div>
                  ) : (
                    <button type="button" className="button button--link" onClick={() => setConfirming(v.lineId)}>
                      {t('cart.removeVoucher', { code: v.barcode })}
                    </button>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
