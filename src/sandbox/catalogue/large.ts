import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/merchandise';
import { indexCatalogue, type Catalogue } from './load';
import type { Article, Event, Text, Tour } from './schema';

/** Issue 33, point 3: the list pages are measured against a catalogue of this size. */
export const LARGE_CATALOGUE = { tours: 200, events: 100, articles: 500 } as const;

/**
 * Ids of generated items, one block per kind: the item's own id from `first`, the ids inside it
 * (tickets, sub-tickets, price entries) from `parts`. The blocks lie above every id of the
 * fixtures (checked) and below the booking numbers (700 001 on), so a copy shares no id with
 * anything. Tour ids stay small because a tour's timeslot id, tour × 1e9 + …, must remain a safe
 * integer.
 */
export const GENERATED_IDS = {
  tours: { first: 100_001, parts: 150_001, end: 199_999 },
  events: { first: 200_001, parts: 250_001, end: 299_999 },
  articles: { first: 500_001, parts: 550_001, end: 599_999 },
} as const;

type Block = (typeof GENERATED_IDS)[keyof typeof GENERATED_IDS];

function counter(from: number, end: number): () => number {
  let next = from;
  return () => {
    if (next > end) throw new Error(`large catalogue: the generated ids ran past ${end}`);
    return next++;
  };
}

function largestId(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(largestId));
  if (value === null || typeof value !== 'object') return 0;
  return Math.max(0, ...Object.entries(value).map(([k, v]) => (k === 'id' && typeof v === 'number' ? v : largestId(v))));
}

/**
 * A deep copy of `template` under `id`, every id inside it (tickets, sub-tickets, price entries)
 * replaced by a fresh one: the same old id by the same new one, so a part the template repeats
 * stays one part. References to what copies share with their template (questions, categories,
 * venues, pools, which are per event) are not under `id` and stay as they are.
 */
function copyWithIds<T extends { readonly id: number }>(template: T, id: number, nextPart: () => number): T {
  const renumbered = new Map<number, number>();
  const copy = (value: unknown, key: string): unknown => {
    if (key === 'id' && typeof value === 'number') {
      const known = renumbered.get(value);
      if (known !== undefined) return known;
      const fresh = nextPart();
      renumbered.set(value, fresh);
      return fresh;
    }
    if (Array.isArray(value)) return value.map((v) => copy(v, ''));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v, k)]));
  };
  const copied = Object.fromEntries(Object.entries(template).map(([k, v]) => [k, k === 'id' ? id : copy(v, k)]));
  // The template's shape key for key: only the numbers under `id` differ.
  return copied as T;
}

/** "Name 3" in every language the name has: copies stay distinguishable on a list page. */
function numbered(name: Text, n: number): Text {
  return typeof name === 'string' ? `${name} ${n}` : Object.fromEntries(Object.entries(name).map(([lang, text]) => [lang, `${text} ${n}`]));
}

/**
 * `count` copies of the templates, taken in turn. Copy number `n` counts per template from 2 (the
 * template itself being the first).
 */
function copiesOf<T extends { readonly id: number; readonly name: Text }>(templates: readonly T[], count: number, block: Block, adapt: (copy: T, index: number) => T = (copy) => copy): T[] {
  if (count > 0 && templates.length === 0) throw new Error('large catalogue: nothing to copy');
  const nextId = counter(block.first, block.parts - 1);
  const nextPart = counter(block.parts, block.end);
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const template = templates[index % templates.length] as T;
    const copy = copyWithIds(template, nextId(), nextPart);
    return adapt({ ...copy, name: numbered(template.name, Math.floor(index / templates.length) + 2) }, index);
  });
}

/**
 * The standard catalogue grown to LARGE_CATALOGUE's size by copying its own items: the standard
 * items come first and unchanged (tests name them by id), the copies after them. Deterministic,
 * and cross-checked like the fixtures.
 */
export function largeCatalogue(standard: Catalogue): Catalogue {
  const lowest = Math.min(...Object.values(GENERATED_IDS).map((b) => b.first));
  const { index: _standardIndex, ...data } = standard;
  if (largestId(data) >= lowest) throw new Error(`large catalogue: the fixtures use ids from ${lowest} on, where generated ids begin`);

  const { events } = standard.events;
  const eventSequence = Math.max(0, ...events.map((e) => e.sequence_no));
  // A closed exhibition sells nothing: copies of it would pad the list with dead entries.
  const running = events.filter((e) => e.end === null || e.end.day >= 0);
  const eventCopies = copiesOf<Event>(running, LARGE_CATALOGUE.events - events.length, GENERATED_IDS.events, (copy, index) => ({
    ...copy,
    sequence_no: eventSequence + index + 1,
  }));

  const { tours } = standard.tours;
  const tourCopies = copiesOf<Tour>(tours, LARGE_CATALOGUE.tours - tours.length, GENERATED_IDS.tours);

  // Annual passes have a listing of their own and a museum sells a handful: only goods are copied.
  const { articles } = standard.merchandise;
  const goods = articles.filter((a) => a.product_kind_ref !== ANNUAL_PASS_PRODUCT_KIND);
  const articleSequence = Math.max(0, ...articles.map((a) => a.sequence_no));
  const articleCopies = copiesOf<Article>(goods, LARGE_CATALOGUE.articles - goods.length, GENERATED_IDS.articles, (copy, index) => {
    // Without `related`, checkout suggestions stay those of the standard catalogue.
    const { related: _related, ...rest } = copy;
    // The fixtures' oversold stock (below 0) is an edge case of its own, not worth repeating.
    return { ...rest, stock: Math.max(0, copy.stock), sequence_no: articleSequence + index + 1 };
  });

  const large = {
    ...data,
    events: { ...standard.events, events: [...events, ...eventCopies] },
    tours: { ...standard.tours, tours: [...tours, ...tourCopies] },
    merchandise: { ...standard.merchandise, articles: [...articles, ...articleCopies] },
  };
  return { ...large, index: indexCatalogue(large, 'the large sandbox catalogue') };
}
