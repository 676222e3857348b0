import type * as t from 'io-ts';
import type { Lang } from '../../messages/primitives';
import type { Suggestions } from '../../api/codecs/merchandise';
import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/merchandise';
import type { Core } from '../core';
import { articleEntry, currentStock } from './merchandise';

const MAX_SUGGESTIONS = 3;

function idOf(item: Record<string, unknown>, key: string): number | null {
  const v = item[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Upselling at checkout: articles in stock that are not in the basket yet, the ones that belong
 * to what the visitor is booking first (the catalogue of the exhibition they have a ticket for).
 */
export function suggestions(core: Core, items: ReadonlyArray<Record<string, unknown>>, lang: Lang): t.OutputOf<typeof Suggestions> {
  const inCart = new Set<number>();
  const events = new Set<number>();
  const tours = new Set<number>();
  for (const item of items) {
    const type = String(item.type).toLowerCase();
    const id = idOf(item, 'id');
    if ((type === 'merchandise' || type === 'annualpass') && id !== null) inCart.add(id);
    if (type === 'ticket' && id !== null) {
      const found = core.catalogue.index.tickets.get(id);
      if (found) events.add(found.event.id);
    }
    if (type === 'guidedtour') {
      const tourId = idOf(item, 'tourId') ?? id;
      if (tourId !== null) tours.add(tourId);
    }
  }
  const score = (related: { events?: number[]; tours?: number[] } | undefined): number =>
    (related?.events ?? []).filter((e) => events.has(e)).length + (related?.tours ?? []).filter((x) => tours.has(x)).length;
  return core.catalogue.merchandise.articles
    .filter((a) => a.product_kind_ref !== ANNUAL_PASS_PRODUCT_KIND && !inCart.has(a.id) && currentStock(core, a) > 0)
    .map((a) => ({ a, s: score(a.related) }))
    .sort((x, y) => y.s - x.s || x.a.sequence_no - y.a.sequence_no)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ a }) => ({ ...articleEntry(core, a, lang), type: 'merchandise' }));
}
