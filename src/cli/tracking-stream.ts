/**
 * Reads an analyst stream (NDJSON, docs/tracking.md) for the report: only the fields the report
 * uses, each checked, so a line from an older or broken sink is skipped with its line number and
 * the reason instead of ending the report. The full contract is docs/tracking.schema.json; the
 * report reads what meets this much of it, so a field added later does not cost it a line.
 */

export interface StreamItem {
  id: string;
  name: string;
  /** Integer cents; null where the stream sends no price (a list of events). */
  priceCents: number | null;
  /** 1 where the stream sends none (a list entry). */
  quantity: number;
}

export interface StreamEvent {
  event: string;
  eventId: string;
  sessionId: string;
  currency: string;
  valueCents: number | null;
  taxCents: number | null;
  shippingCents: number | null;
  items: StreamItem[];
}

export interface MalformedLine {
  /** From 1, as an editor counts. */
  line: number;
  reason: string;
}

export interface Stream {
  events: StreamEvent[];
  malformed: MalformedLine[];
  /** Lines whose event_id came before: a sink may send an event again after a reload. */
  duplicates: number;
}

type Fields = Record<string, unknown>;

/** A refusal names the field, so the analyst can find the line's fault without reading code. */
class Malformed extends Error {}

const isObject = (x: unknown): x is Fields => typeof x === 'object' && x !== null && !Array.isArray(x);

function text(fields: Fields, name: string, path = name): string {
  const value = fields[name];
  if (typeof value !== 'string' || value === '') throw new Malformed(`${path} is missing or not a text`);
  return value;
}

/** Major units (euros) to integer cents, rounded once: 14.9 * 100 is 1490.0000000000002. */
function cents(fields: Fields, name: string, path: string): number | null {
  const value = fields[name];
  if (value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new Malformed(`${path} is not a number`);
  return Math.round(value * 100);
}

function item(fields: unknown, path: string): StreamItem {
  if (!isObject(fields)) throw new Malformed(`${path} is not an object`);
  const quantity = fields.quantity ?? 1;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) {
    throw new Malformed(`${path}.quantity is not a whole number of at least 1`);
  }
  return {
    id: text(fields, 'item_id', `${path}.item_id`),
    name: text(fields, 'item_name', `${path}.item_name`),
    priceCents: cents(fields, 'price', `${path}.price`),
    quantity,
  };
}

function event(line: unknown): StreamEvent {
  if (!isObject(line)) throw new Malformed('not a JSON object');
  const ecommerce = line.ecommerce;
  if (!isObject(ecommerce)) throw new Malformed('ecommerce is missing or not an object');
  const currency = ecommerce.currency;
  // Intl.NumberFormat refuses anything else, and the page formats every sum in its currency.
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw new Malformed('ecommerce.currency is not a three-letter currency code');
  const items = ecommerce.items ?? [];
  if (!Array.isArray(items)) throw new Malformed('ecommerce.items is not a list');
  return {
    event: text(line, 'event'),
    eventId: text(line, 'event_id'),
    sessionId: text(line, 'session_id'),
    currency,
    valueCents: cents(ecommerce, 'value', 'ecommerce.value'),
    taxCents: cents(ecommerce, 'tax', 'ecommerce.tax'),
    shippingCents: cents(ecommerce, 'shipping', 'ecommerce.shipping'),
    items: items.map((it, i) => item(it, `ecommerce.items[${i}]`)),
  };
}

/** Every event of the text, in its order; blank lines are no events and no faults. */
export function readStream(ndjson: string): Stream {
  const stream: Stream = { events: [], malformed: [], duplicates: 0 };
  const seen = new Set<string>();
  ndjson
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      if (raw.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch (error) {
        stream.malformed.push({ line: index + 1, reason: `not JSON (${error instanceof Error ? error.message : String(error)})` });
        return;
      }
      try {
        const read = event(parsed);
        if (seen.has(read.eventId)) stream.duplicates += 1;
        else stream.events.push(read);
        seen.add(read.eventId);
      } catch (error) {
        if (!(error instanceof Malformed)) throw error;
        stream.malformed.push({ line: index + 1, reason: error.message });
      }
    });
  return stream;
}
