import { useT } from '../../i18n';
import { stockLevel } from '../../domain/merchandise/selectors';

/**
 * Stock as the shop shows it: in stock, only n left, or out of stock (001 §4). `stock` is what the
 * visitor may still add; `allInBasket` says the basket holds the rest rather than "out of stock".
 */
export function StockBadge({ stock, id, allInBasket = false }: { stock: number; id?: string; allInBasket?: boolean }) {
  const { t } = useT();
  const level = stockLevel(stock);
  const text =
    level === 'outOfStock'
      ? allInBasket
        ? t('merchandise.allInBasket')
        : t('errors.outOfStock')
      : level === 'low'
        ? t('merchandise.onlyLeft', { smart_count: stock })
        : t('merchandise.inStock');
  return (
    <p className={`stock stock--${level}`} id={id}>
      {text}
    </p>
  );
}
