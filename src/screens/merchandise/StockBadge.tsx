import { useT } from '../../i18n';
import { stockLevel } from '../../domain/merchandise/listing';

/**
 * Stock as the shop shows it: in stock, only n left, or out of stock (001 §4). `stock` is what the
 * visitor may still add; `allInBasket` says the basket holds the rest rather than "out of stock";
 * `prominent` is the product page's own statement.
 */
export function StockBadge({ stock, id, allInBasket = false, prominent = false }: { stock: number; id?: string; allInBasket?: boolean; prominent?: boolean }) {
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
  // On a product page nothing can be added: said once, as the page's alert, not as a badge plus
  // a second message. In a list it stays a badge.
  const none = prominent && level === 'outOfStock';
  return (
    <p className={`stock stock--${level}${none ? ' callout callout--danger' : ''}`} id={id} role={none ? 'alert' : undefined}>
      {text}
    </p>
  );
}
