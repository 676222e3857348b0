import type { KeyValueStorage } from '../bus/deps';
import { createStore, type ReadableStore } from '../kernel/store';
import type { NameLookup } from '../domain/cart/names';

/**
 * The reference names (issue 28): catalogue names by language and reference key (`tour:303`),
 * learned from the answers the shop receives (api/answer-names.ts) in the language they were
 * asked in. Beside the log, never in it: a line of the basket says its product by id, and the
 * basket, the payment review, the success page and tracking look its name up here in the
 * language they speak. Kept in this tab's session storage so a reload (a language switch, the
 * way back from the payment provider) still knows them.
 */
export type NameTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface NameStore extends ReadableStore<NameTable> {
  /** Names from an answer in `lang`; a change is stored and said. */
  learn(lang: string, pairs: ReadonlyArray<readonly [string, string]>): void;
  /** The names known in `lang`. */
  in(lang: string): NameLookup;
}

export const NAMES_KEY = 'foyer:names:v1';
/** Per language: more than a catalogue's worth; the oldest learned go first. */
const MAX_PER_LANGUAGE = 5_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTable = (value: unknown): value is NameTable =>
  isRecord(value) && Object.values(value).every((names) => isRecord(names) && Object.values(names).every((n) => typeof n === 'string'));

function stored(storage: KeyValueStorage): NameTable {
  try {
    const text = storage.getItem(NAMES_KEY);
    const value: unknown = text === null ? {} : JSON.parse(text);
    // Reference data: unreadable names are asked again, nothing a visitor chose is lost.
    return isTable(value) ? value : {};
  } catch {
    return {};
  }
}

export function createNameStore(storage: KeyValueStorage, limit = MAX_PER_LANGUAGE): NameStore {
  const store = createStore<NameTable>(stored(storage));
  const lookups = new Map<string, { table: NameTable; lookup: NameLookup }>();
  return {
    get value() {
      return store.value;
    },
    subscribe: store.subscribe,
    learn(lang, pairs) {
      const current = store.value[lang] ?? {};
      const changed = pairs.filter(([key, name]) => current[key] !== name && !Object.prototype.hasOwnProperty.call(Object.prototype, key));
      if (changed.length === 0) return;
      const next: Record<string, string> = { ...current };
      for (const [key, name] of changed) {
        delete next[key]; // a name learned again is the newest
        next[key] = name;
      }
      const keys = Object.keys(next);
      for (const key of keys.slice(0, Math.max(0, keys.length - limit))) delete next[key];
      const table = { ...store.value, [lang]: next };
      try {
        storage.setItem(NAMES_KEY, JSON.stringify(table));
      } catch {
        /* storage full or refused: the names serve this page, and are asked again after a reload */
      }
      store.next(table);
    },
    in(lang) {
      const table = store.value;
      const known = lookups.get(lang);
      if (known && known.table === table) return known.lookup;
      const names = table[lang] ?? {};
      const lookup: NameLookup = (key) => (Object.prototype.hasOwnProperty.call(names, key) ? names[key] : undefined);
      lookups.set(lang, { table, lookup });
      return lookup;
    },
  };
}
