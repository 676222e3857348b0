import { useT } from '../../i18n';
import type { Cents, LineProblem } from '../../messages';
import { BLOCKING } from '../../domain/payment/basket-check';
import { PROBLEM_TEXT } from './checkout-text';

/** A price the basket check applied to a line: what it cost and costs now (line totals). */
export interface Repriced {
  readonly was: Cents;
  readonly now: Cents;
}

/** A line's problems from the basket check, each with what to do (001 §4), and a new price it applied. */
export function LineProblems({ problems, repriced }: { problems: readonly LineProblem[]; repriced?: Repriced | undefined }) {
  const { t, tOr, money } = useT();
  if (problems.length === 0 && !repriced) return null;
  return (
    <ul className="line-problems" data-testid="line-problems">
      {repriced && (
        <li className="line-problem" data-testid="line-repriced">
          {t('checkout.repriced', { was: money(repriced.was), now: money(repriced.now) })}
        </li>
      )}
      {problems.map((p) => (
        <li key={p.kind} className={BLOCKING.has(p.kind) ? 'line-problem line-problem--blocking' : 'line-problem'}>
          {t(PROBLEM_TEXT[p.kind], {
            left: p.left ?? 0,
            smart_count: p.left ?? 0,
            price: p.price !== undefined ? money(p.price) : '',
            reason: p.code ? tOr(`voucherCode.${p.code}`, 'voucherCode.refusedWithCode', { code: p.code }) : '',
          })}
        </li>
      ))}
    </ul>
  );
}
