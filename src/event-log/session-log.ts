import type { KeyValueStorage } from '../bus/deps';
import type { Envelope } from './envelope';
import { toDocument, type LogDocument, type Snapshot } from './document';
import { fault, parseFault, type LogFault } from './faults';
import type { Fold, ReadModels, StateOf } from './read-model';

export const LOG_KEY = 'foyer:log:v1';
const snapshotKey = `${LOG_KEY}:snapshot`;
const chunkKey = (n: number): string => `${LOG_KEY}:${n}`;

/** ARCHITECTURE.md: a log stays under 2,000,000 characters (Chromium's quota is 5,242,880). */
export const LOG_BUDGET_CHARS = 2_000_000;

export interface SessionLogOptions<R extends ReadModels> {
  storage: KeyValueStorage;
  fold: Fold<R>;
  budget?: number;
  /** Events per storage key: an append rewrites at most one chunk of this many lines. */
  chunkSize?: number;
  /** Events kept verbatim after the snapshot when compacting. */
  tail?: number;
  onDegraded?: (reason: 'quota' | 'unavailable') => void;
}

export interface SessionLog<S> {
  /** The stored log as a document, not yet decoded; or why it cannot even be parsed. */
  read(): { ok: true; value: unknown } | { ok: false; fault: LogFault };
  /** After a successful hydrate: the decoded events, so compaction can fold them. */
  adopt(snapshot: Snapshot<S> | null, events: readonly Envelope[]): void;
  append(envelope: Envelope): void;
  /** Drop everything stored (a corrupt log, or the visitor starting over). */
  clear(): void;
  document(): LogDocument<S>;
  /** Characters the log occupies in storage (keys and values). */
  size(): number;
  readonly mode: 'persistent' | 'memory';
}

interface Head {
  first: number;
  last: number;
}

export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: string; code?: number };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/**
 * The event log in sessionStorage. Events are NDJSON lines in numbered chunks, so an append
 * rewrites only the current chunk, never the whole log. Past the budget the log compacts to
 * a snapshot of the read models plus a tail of recent events. Storage failing (quota, or
 * storage disabled) never escapes: the log degrades to memory and says so once.
 */
export function openSessionLog<R extends ReadModels>(options: SessionLogOptions<R>): SessionLog<StateOf<R>> {
  const { storage, fold, budget = LOG_BUDGET_CHARS, chunkSize = 50, tail = 100, onDegraded } = options;
  type S = StateOf<R>;

  let mode: 'persistent' | 'memory' = 'persistent';
  let snapshot: Snapshot<S> | null = null;
  let events: Envelope[] = [];
  let head: Head = { first: 0, last: -1 };
  let currentText = '';
  let currentCount = 0;
  const lengths = new Map<string, number>();

  const total = (): number => {
    let n = 0;
    for (const [key, len] of lengths) n += key.length + len;
    return n;
  };

  const degrade = (reason: 'quota' | 'unavailable'): void => {
    if (mode === 'memory') return;
    mode = 'memory';
    // A stale half-written log would restore an older basket on reload; a clean start is clearer.
    for (const key of lengths.keys()) {
      try {
        storage.removeItem(key);
      } catch {
        /* storage is already failing; nothing more to do */
      }
    }
    lengths.clear();
    onDegraded?.(reason);
  };

  const put = (key: string, value: string): void => {
    storage.setItem(key, value);
    lengths.set(key, value.length);
  };
  const drop = (key: string): void => {
    storage.removeItem(key);
    lengths.delete(key);
  };
  const writeHead = (): void => put(LOG_KEY, JSON.stringify(head));

  /** Rewrites storage as snapshot + tail. Throws what storage throws. */
  const compactNow = (): void => {
    const keep = Math.min(tail, events.length);
    const folded = events.slice(0, events.length - keep);
    if (folded.length > 0) {
      const last = folded[folded.length - 1] as Envelope;
      snapshot = { seq: last.meta.seq, state: fold.foldAll(snapshot?.state ?? fold.initial, folded) };
      events = events.slice(events.length - keep);
    }
    for (let n = head.first; n <= head.last; n++) drop(chunkKey(n));
    if (snapshot) put(snapshotKey, JSON.stringify(snapshot));
    const next = head.last + 1;
    head = { first: next, last: next - 1 };
    currentText = '';
    currentCount = 0;
    for (const envelope of events) writeLine(JSON.stringify(envelope));
    writeHead();
  };

  const writeLine = (line: string): void => {
    if (head.last < head.first || currentCount >= chunkSize) {
      head = { first: head.first, last: head.last + 1 };
      currentText = '';
      currentCount = 0;
      writeHead();
    }
    currentText = currentText === '' ? line : `${currentText}\n${line}`;
    currentCount += 1;
    put(chunkKey(head.last), currentText);
  };

  const guarded = (write: () => void): void => {
    if (mode === 'memory') return;
    try {
      write();
    } catch (error) {
      if (!isQuotaError(error)) return degrade('unavailable');
      try {
        compactNow();
      } catch {
        degrade('quota');
      }
    }
  };

  return {
    get mode() {
      return mode;
    },

    read() {
      let headText: string | null;
      try {
        headText = storage.getItem(LOG_KEY);
      } catch {
        degrade('unavailable');
        return { ok: true, value: toDocument(null, []) };
      }
      if (headText === null) return { ok: true, value: toDocument(null, []) };
      lengths.set(LOG_KEY, headText.length);
      let parsedHead: unknown;
      try {
        parsedHead = JSON.parse(headText);
      } catch (error) {
        return { ok: false, fault: parseFault(error, null, 'the stored log header') };
      }
      const h = parsedHead as Partial<Head>;
      if (!Number.isInteger(h.first) || !Number.isInteger(h.last) || (h.last as number) < (h.first as number) - 1) {
        return { ok: false, fault: fault('corrupt', null, 'the stored log header is not a chunk range') };
      }
      head = { first: h.first as number, last: h.last as number };

      let storedSnapshot: unknown = null;
      const snapshotText = storage.getItem(snapshotKey);
      if (snapshotText !== null) {
        lengths.set(snapshotKey, snapshotText.length);
        try {
          storedSnapshot = JSON.parse(snapshotText);
        } catch (error) {
          return { ok: false, fault: parseFault(error, null, 'the stored snapshot') };
        }
      }

      const raw: unknown[] = [];
      for (let n = head.first; n <= head.last; n++) {
        const text = storage.getItem(chunkKey(n));
        if (text === null) return { ok: false, fault: fault('truncated', raw.length, `log chunk ${n} is missing`) };
        lengths.set(chunkKey(n), text.length);
        const lines = text.split('\n');
        for (let i = 0; i < lines.length; i++) {
          try {
            raw.push(JSON.parse(lines[i] as string));
          } catch (error) {
            // The last line of the last chunk is where an interrupted write shows up; anywhere
            // else a bad line is corruption. The message must say the same as the reason.
            const atEnd = n === head.last && i === lines.length - 1;
            const detail = error instanceof Error ? error.message : String(error);
            const what = atEnd ? 'truncated' : 'not valid JSON';
            return { ok: false, fault: fault(atEnd ? 'truncated' : 'corrupt', raw.length, `entry ${raw.length} is ${what}: ${detail}`) };
          }
        }
        if (n === head.last) {
          currentText = text;
          currentCount = lines.length;
        }
      }
      return { ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: storedSnapshot, events: raw } };
    },

    adopt(restored, restoredEvents) {
      snapshot = restored;
      events = [...restoredEvents];
    },

    append(envelope) {
      events.push(envelope);
      guarded(() => {
        writeLine(JSON.stringify(envelope));
        // Hysteresis: compact only once the tail has doubled, not on every append past the budget.
        if (total() > budget && events.length >= 2 * tail) compactNow();
      });
    },

    clear() {
      const known = [LOG_KEY, snapshotKey, ...lengths.keys()];
      for (let n = head.first; n <= head.last; n++) known.push(chunkKey(n));
      for (const key of new Set(known)) {
        try {
          drop(key);
        } catch {
          /* best effort */
        }
      }
      snapshot = null;
      events = [];
      head = { first: 0, last: -1 };
      currentText = '';
      currentCount = 0;
    },

    document: () => toDocument(snapshot, events),
    size: total,
  };
}
