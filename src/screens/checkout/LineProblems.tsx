import { useT } from '../../i18n';
import type { LineProblem } from '../../messages';
import { BLOCKING } from '../../domain/payment/basket-check';
import { PROBLEM_TEXT } from './checkout-text';

/** A line's problems from the basket check, each with what to do (001 §4). */
export function LineProblems({ problems }: { problems: readonly LineProblem[] }) {
  const { t, tOr, money } = useT();
  if (problems.length === 0) return null;
  return (
    <ul className="line-problems" data-testid="line-problems">
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
