import type enPhrases from '../../locales/en.json';

/** A text catalogue as stored in locales/*.json: namespaces nest, leaves are polyglot phrases. */
export interface Phrases {
  readonly [key: string]: string | Phrases;
}

/**
 * Dotted paths to the leaves of a catalogue type. English is the reference catalogue; the
 * locales test keeps the other seven in step, so every language has exactly these keys.
 */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key the shop may pass to `t`, e.g. `'cart.voucherRemaining'`. A typo does not compile. */
export type TextKey = LeafPaths<typeof enPhrases>;

export function isPhrases(value: unknown): value is Phrases {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Dotted key → phrase, in file order. */
export function flattenPhrases(tree: Phrases, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenPhrases(value, path));
  }
  return out;
}

export function flattenKeys(tree: Phrases): string[] {
  return Object.keys(flattenPhrases(tree));
}

/**
 * Lays a customer override over the base catalogue. Only leaves the base already has can be
 * replaced: an override may reword a text, never add a key the other languages lack or turn a
 * namespace into a phrase. Rejected paths go to `onRejected` so the loader can warn; the locales
 * test makes them a build failure long before that.
 */
export function mergePhrases(
  base: Phrases,
  override: Phrases,
  onRejected: (path: string) => void = () => undefined,
  prefix = '',
): Phrases {
  const out: Record<string, string | Phrases> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const current = base[key];
    if (typeof current === 'string' && typeof value === 'string') {
      out[key] = value;
    } else if (current !== undefined && typeof current !== 'string' && isPhrases(value)) {
      out[key] = mergePhrases(current, value, onRejected, path);
    } else {
      onRejected(path);
    }
  }
  return out;
}
