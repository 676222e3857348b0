import { useEffect, useId, useState } from 'react';
import { useSectionName } from '../shared/section-names';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea, useCommand, useReadModel } from '../../engine/hooks';
import { AddedToBasket } from '../shared/AddedToBasket';
import type { RootState } from '../../engine/root-state';
import { Money } from '../../components/Money';
import { mulCents, ZERO_CENTS } from '../../kernel/money';
import { SafeHtml } from '../../components/SafeHtml';
import { amountProblem, amountRange, canAddVoucher, presetAmounts, unitPrice, voucherOf } from '../../domain/vouchers/selectors';
import { formatMoney } from '../../i18n/format';
import { amountText, decimalSeparator, parseAmount } from '../../domain/vouchers/amount';
import { EntryStatus } from '../shared/LoadFailed';
import type { Command } from '../../messages';
import { useCatalogueEntry } from '../shared/use-entry-id';
import { Quantity } from '../shared/Quantity';
import '../shared/shop.css';
import './vouchers.css';

const openVoucher = (voucherId: number): Command => ({ type: 'OpenVoucher', voucherId });
const selectVouchers = (s: RootState) => s.vouchers;
const selectForm = (s: RootState) => s.voucherForm;
const selectLines = (s: RootState) => s.cart.lines;

/** `vouchers/{id}`: one voucher (voucher/selectOne/price/{id}); a variable one takes an amount. */
export default function VoucherScreen() {
  useArea('vouchers');
  const { t, lang } = useT();
  const section = useSectionName('vouchers');
  const { entry: found, value: voucher, open } = useCatalogueEntry(selectVouchers, voucherOf, openVoucher);
  const dispatch = useCommand();
  const form = useReadModel(selectForm);
  const lines = useReadModel(selectLines);
  const amountId = useId();
  const ready = voucher !== null && form.voucherId === voucher.id;
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const decimal = decimalSeparator(lang);
  useEffect(() => {
    if (form.amount !== null) setText(amountText(form.amount, decimal));
  }, [form.amount, decimal]);

  // 001 §5: the entry is in major units; empty keeps the old amount; a sign is dropped.
  const commitAmount = () => {
    if (!voucher) return;
    const parsed = parseAmount(text);
    setInvalid(parsed.kind === 'invalid');
    if (parsed.kind === 'empty' && form.amount !== null) setText(amountText(form.amount, decimal));
    dispatch({ type: 'SetVoucherAmount', voucherId: voucher.id, input: text });
  };

  // What is typed counts on screen at once (total, hint, "Add"); the log gets it when the field
  // is left or the form sent, not at every keystroke.
  const typed = parseAmount(text);
  const shown = ready && typed.kind === 'amount' ? { ...form, amount: typed.cents } : form;
  const price = voucher ? unitPrice(voucher, shown) : ZERO_CENTS;
  const range = voucher ? amountRange(voucher) : null;
  const bounds = range ? { min: formatMoney(range.min, lang), max: formatMoney(range.max, lang) } : { min: '', max: '' };
  const outOfRange = voucher !== null && ready && price > 0 && amountProblem(voucher, shown) !== null;
  return (
    <article className="page voucher-page">
      <Link className="back-link" to={href(lang, 'vouchers')}>
        ← {section}
      </Link>
      <EntryStatus entry={found} title={t('title.voucher')} onRetry={open} notFoundText={t('errors.voucherNotFound')} />
      {voucher && (
        <div className="product">
          <div className="voucher-visual" aria-hidden="true">
            <span className="voucher-visual__amount">{ready ? <Money cents={price} /> : null}</span>
            <span className="voucher-visual__name">{voucher.name}</span>
          </div>
          <div className="product__details">
            <h1>{voucher.name}</h1>
            {voucher.description && <SafeHtml html={voucher.description} className="prose" />}
            <form
              className="buy-box"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (voucher.variable_amount === 1) {
                  if (parseAmount(text).kind === 'invalid') {
                    setInvalid(true);
                    return;
                  }
                  commitAmount();
                }
                dispatch({ type: 'AddVoucherToBasket', voucherId: voucher.id });
              }}
            >
              {voucher.variable_amount === 1 ? (
                <div className="field">
                  {range && (
                    <div className="amount-presets" role="group" aria-label={t('vouchers.presets')}>
                      {presetAmounts(range).map((cents) => (
                        <button
                          key={cents}
                          type="button"
                          className="button amount-presets__option"
                          aria-pressed={ready && price === cents}
                          onClick={() => {
                            const input = amountText(cents, decimal);
                            setText(input);
                            setInvalid(false);
                            dispatch({ type: 'SetVoucherAmount', voucherId: voucher.id, input });
                          }}
                        >
                          {formatMoney(cents, lang)}
                        </button>
                      ))}
                    </div>
                  )}
                  <label htmlFor={amountId}>{t('vouchers.amountEur')}</label>
                  <input
                    id={amountId}
                    inputMode="decimal"
                    value={text}
                    placeholder={t('vouchers.amountPlaceholder')}
                    aria-invalid={invalid || (ready && price <= 0) || outOfRange}
                    aria-describedby={`${amountId}-hint`}
                    onChange={(e) => {
                      setText(e.target.value);
                      if (parseAmount(e.target.value).kind !== 'invalid') setInvalid(false);
                    }}
                    onBlur={commitAmount}
                  />
                  <p className="muted field-hint" id={`${amountId}-hint`} aria-live="polite">
                    {invalid
                      ? t('validation.notANumber')
                      : ready && price <= 0
                        ? t('vouchers.amountRequired')
                        : outOfRange
                          ? t('vouchers.amountOutOfRange', bounds)
                          : `${t('vouchers.amountHint')} ${t('vouchers.amountRange', bounds)}`}
                  </p>
                </div>
              ) : (
                <p className="product__price">
                  <Money cents={voucher.price} />
                </p>
              )}
              <Quantity
                label={t('common.quantity')}
                value={ready ? form.quantity : 1}
                min={1}
                max={99}
                disabled={!ready}
                onChange={(quantity) => dispatch({ type: 'SetVoucherQuantity', voucherId: voucher.id, quantity })}
              />
              <p className="buy-box__total">
                <span>{t('common.total')}</span>
                <Money cents={ready ? mulCents(price, shown.quantity) : ZERO_CENTS} />
              </p>
              <div aria-live="polite" className="live-region">
                {form.added && ready && <AddedToBasket lines={lines.slice(-1)} continueTo={href(lang, 'vouchers')} />}
              </div>
              <button type="submit" className="button button--primary" data-main-action disabled={!ready || !canAddVoucher(voucher, shown)}>
                {t('common.addToBasket')}
              </button>
            </form>
          </div>
        </div>
      )}
    </article>
  );
}
