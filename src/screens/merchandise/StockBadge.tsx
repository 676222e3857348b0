import { useT } from '../../i18n';
import { stockLevel } from '../../domain/merchandise/selectors';

/** Stock as the shop shows it: in stock, only n left, or out of stock (001 §4). */
export function StockBadge({ stock, id }: { stock: number; id?: string }) {
  const { t } = useT();
  const level = stockLevel(stock);
  const text = level === 'outOfStock' ? t('errors.outOfStock') : level === 'low' ? t('merchandise.onlyLeft', { smart_count: stock }) : t('merchandise.inStock');
  return (
    <p className={`stock stock--${level}`} id={id}>
      {text}
    </p>
  );
}
