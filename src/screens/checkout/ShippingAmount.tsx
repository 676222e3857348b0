import { useT } from '../../i18n';
import { Money } from '../../components/Money';
import type { Cents } from '../../messages';

/**
 * The shipping costs as the basket and the order summary show them: "–" while they are not in
 * (asked for, or refused: a failure leaves them null), "free" at 0, else the amount.
 */
export function ShippingAmount({ cents }: { cents: Cents | null }) {
  const { t } = useT();
  return cents === null ? '–' : cents === 0 ? t('common.free') : <Money cents={cents} />;
}
