import { INTL_LOCALE, useT, type TextKey } from '../../i18n';
import type { CartLine } from '../../messages';
import { basketContents, type ContentKind } from '../../domain/cart/contents';

const KIND_TEXT: Readonly<Record<ContentKind, TextKey>> = {
  tickets: 'cart.kinds.tickets',
  guidedTours: 'cart.kinds.guidedTours',
  products: 'cart.kinds.products',
  annualPasses: 'cart.kinds.annualPasses',
  vouchers: 'cart.kinds.vouchers',
  voucherCodes: 'cart.kinds.voucherCodes',
};

/**
 * The header badge counts lines (000 §2), so five tickets on two lines and a voucher code read
 * "3": the basket names that number and what it is made of (issue 31.14), "3 items · 5 tickets
 * and 1 voucher code", the kinds joined as each language joins a list.
 */
export function BasketContents({ lines }: { lines: readonly CartLine[] }) {
  const { t, lang } = useT();
  const contents = basketContents(lines);
  const kinds = new Intl.ListFormat(INTL_LOCALE[lang], { type: 'conjunction' }).format(contents.kinds.map((k) => t(KIND_TEXT[k.kind], { smart_count: k.count })));
  return (
    <p className="basket__contents" data-testid="basket-contents">
      {t('cart.contents', { items: t('cart.count', { smart_count: contents.lines }), kinds })}
    </p>
  );
}
