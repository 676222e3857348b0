import { useObservable, useObservableState } from 'observable-hooks';
import { isRight } from 'fp-ts/Either';
import { distinctUntilChanged, map, of, switchMap } from 'rxjs';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useCommand, useRuntime } from '../../engine/hooks';
import { Money } from '../../components/Money';
import type { Suggestion } from '../../api/codecs/merchandise';
import { cents, count, type CartLine } from '../../messages';

/**
 * What the suggest call needs to know of the basket: products and dates only (001 §7 "cart ver
 * 1 and items"), never a pass owner or a tour answer.
 */
function suggestItems(lines: readonly CartLine[]): Array<Record<string, unknown>> {
  return lines
    .filter((l) => l.type !== 'voucherCode')
    .map((l) => ({
      type: l.type,
      id: l.id,
      count: l.totalCount,
      ...(l.type === 'ticket' ? { datetime: l.datetime } : {}),
      ...(l.type === 'guidedTour' ? { tourId: l.tourId, date: l.date, time: l.time } : {}),
      ...(l.type === 'dayTicket' ? { date: l.date } : {}),
    }));
}

const addable = (s: Suggestion): boolean => (s.type === undefined || s.type === 'merchandise') && s.vat_value !== undefined && (s.stock ?? 1) > 0;

/**
 * Upselling (001 §7 checkout suggest): articles that go with what is in the basket, each with
 * "Add" (one piece as a merchandise line) or a link to its page. Reference data for this page,
 * not events: a failed call simply shows none.
 */
export function Suggestions({ lines }: { lines: readonly CartLine[] }) {
  const { t, lang } = useT();
  const { api } = useRuntime();
  const dispatch = useCommand();
  const items = suggestItems(lines);
  // What goes with the basket follows what is in it, not how many: the suggestions are asked
  // again when a product (or a ticket's or tour's date) comes or goes, not at every count or
  // every removed line of an article still there (a removal used to send one request more).
  const products = [...new Set(items.map(({ count: _, ...product }) => JSON.stringify(product)))].sort().join('|');
  const suggestions$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        distinctUntilChanged(([a], [b]) => a === b),
        switchMap(([, current]) =>
          current.length === 0 ? of([]) : api.call('checkoutSuggest', { body: { cart: { ver: 1, items: current } } }).pipe(map((r) => (isRight(r) ? r.right : []))),
        ),
      ),
    [products, items] as const,
  );
  const suggestions = useObservableState(suggestions$, []);
  if (suggestions.length === 0) return null;
  const add = (s: Suggestion) =>
    dispatch({
      type: 'AddCartLine',
      line: { type: 'merchandise', id: s.id, price: s.price, totalPrice: cents(s.price), totalCount: count(1), count: count(1), vat_value: s.vat_value ?? 0 },
    });
  return (
    <section className="suggestions" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">{t('cart.suggestions')}</h2>
      <ul className="suggestions__list">
        {suggestions.map((s) => (
          <li key={`${s.type ?? 'merchandise'}-${s.id}`} className="suggestion">
            {s.image && <img src={s.image} alt="" width={96} height={96} loading="lazy" />}
            <span className="suggestion__name" id={`suggestion-${s.id}`}>
              {s.name}
            </span>
            <Money cents={s.price} />
            {addable(s) ? (
              <button type="button" className="button" onClick={() => add(s)} aria-describedby={`suggestion-${s.id}`}>
                {t('common.addToBasket')}
              </button>
            ) : (
              <Link to={href(lang, `product/${s.id}`)}>{t('cart.viewSuggestion')}</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
