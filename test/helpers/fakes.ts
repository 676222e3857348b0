/**
 * Fakes for the injected outside world (src/bus/deps.ts): a clock that only moves when told,
 * storages that fill up or refuse to work, and a ready `AppDeps` for runtime tests.
 */
import { memoryStorage, type Clock, type KeyValueStorage, type Navigator, type Random } from '../../src/bus/deps';
import type { Envelope, EventMeta } from '../../src/event-log/envelope';
import { eventVersions, type DomainEvent } from '../../src/messages';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

/** 2030-01-01T00:00:00Z unless told otherwise; never reads the real time. */
export function fakeClock(start = Date.UTC(2030, 0, 1)): FakeClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}

export type MemoryStorage = ReturnType<typeof memoryStorage>;

/** Characters stored, counting keys and values, as browsers do for the quota. */
export function storedChars(map: ReadonlyMap<string, string>): number {
  let n = 0;
  for (const [k, v] of map) n += k.length + v.length;
  return n;
}

/**
 * A session storage with a quota: a write that would take the total past `limit` characters
 * throws `QuotaExceededError`, as `sessionStorage.setItem` does, and leaves the old value.
 */
export function quotaStorage(limit: number, initial: Record<string, string> = {}): MemoryStorage {
  const inner = memoryStorage(initial);
  return {
    ...inner,
    map: inner.map,
    get length() {
      return inner.map.size;
    },
    setItem(key, value) {
      const before = inner.map.get(key);
      const after = storedChars(inner.map) - (before === undefined ? 0 : key.length + before.length) + key.length + value.length;
      if (after > limit) throw new DOMException('full', 'QuotaExceededError');
      inner.setItem(key, value);
    },
  };
}

/** Storage disabled by the browser (privacy settings): every call throws SecurityError. */
export function disabledStorage(): KeyValueStorage {
  const refuse = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

/** What a browser does when a tab is duplicated: the new tab gets a copy of sessionStorage. */
export function duplicate(storage: MemoryStorage): MemoryStorage {
  return memoryStorage(Object.fromEntries(storage.map));
}

/** Wraps events in envelopes with consecutive seqs, as the runtime would. */
export function envelopes(
  events: readonly DomainEvent[],
  meta: Partial<Omit<EventMeta, 'seq'>> & { firstSeq?: number } = {},
): Envelope[] {
  const { firstSeq = 1, at = Date.UTC(2030, 0, 1), tab = 'tab-1' } = meta;
  return events.map(
    (event, i) => ({ ...event, v: eventVersions[event.type], meta: { seq: firstSeq + i, at, tab } }),
  );
}

/** Deterministic ids for tests and the benchmark. */
export function sequentialRandom(prefix = 'id'): Random {
  let n = 0;
  return {
    id: () => `${prefix}-${++n}`,
    alphanumeric: (length) => String(++n).padStart(length, '0').slice(-length),
  };
}

/** Where the visitor would be: a history of paths, and the reloads asked for. */
export function memoryNavigator(start = '/'): Navigator & { readonly history: string[]; reloads: number } {
  const history = [start];
  const nav = {
    history,
    reloads: 0,
    path: () => history[history.length - 1] as string,
    navigate: (to: string) => void history.push(to),
    reload: () => void (nav.reloads += 1),
    origin: () => 'http://localhost',
  };
  return nav;
}
