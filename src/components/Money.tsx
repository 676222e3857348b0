import type { Cents, SignedCents } from '../messages';
import { useT } from '../i18n';

/** Integer cents, formatted once with Intl.NumberFormat in the active language. */
export function Money({ cents, className }: { cents: Cents | SignedCents; className?: string }) {
  const { money } = useT();
  return <span className={className ?? 'money'}>{money(cents)}</span>;
}
