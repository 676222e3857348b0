import { storedKeys, type KeyValueStorage } from '../bus/deps';
import { whenIdle } from '../kernel/idle';
import { mergeSlices } from './slices';
import type { Envelope, EventMeta } from './envelope';
import { positionOf, toDocument, type Checkpoint, type LogDocument, type Snapshot } from './document';
import { decodeEntry, isFault } from './decode';
import { fault, parseFault, type LogFault } from './faults';
import { compact, type LogModel } from './parts';
import { contentHash, encodeLine, expandLine, isStoredLine } from './stored-line';

export const LOG_KEY = 'foyer:log:v1';
const snapshotKey = `${LOG_KEY}:snapshot`;
const checkpointKey = `${LOG_KEY}:checkpoint`;
const chunkKey = (n: number): string => `${LOG_KEY}:${n}`;
/** A catalogue answer stored once by its content (stored-line.ts), referred to by the lines that carry it. */
const answerKey = (hash: string): string => `${LOG_KEY}:ref:${hash}`;

/** ARCHITECTURE.md: a log stays under 2,000,000 characters (Chromium's quota is 5,242,880). */
export const LOG_BUDGET_CHARS = 2_000_000;

export interface SessionLogOptions<S> {
  storage: KeyValueStorage;
  /** The fold over the parts loaded so far: compaction folds what they handle, keeps the rest. */
  fold: LogModel<S>;
  budget?: number;
  /** Events per storage key: an append rewrites at most one chunk of this many lines. */
  chunkSize?: number;
  /** Events kept verbatim after the snapshot when compacting. */
  tail?: number;
  /**
   * The slices that must survive a reload whenever anything at all fits (the basket and what
   * it needs: the core's read models). When storage is too full for the log, only they are kept.
   */
  essential?: readonly string[];
  /** Said once per step down: `basket` (only the essential slices survive a reload), `nothing` (nothing does). */
  onDegraded?: (reason: 'quota' | 'unavailable', survives: 'basket' | 'earlier' | 'nothing') => void;
  /**
   * Runs a compaction the budget asks for. It folds thousands of events, so in a browser it
   * waits for an idle moment instead of delaying the click that passed the budget; without
   * `requestIdleCallback` (Node, jsdom) it runs at once.
   */
  schedule?: (task: () => void) => void;
  /**
   * Event types whose payload is a catalogue answer (the same for every visitor, often seen
   * again): stored once by content beside the log, the line keeping only its hash. The event
   * catalogue names them (CATALOGUE_ANSWERS in messages/registry.ts). None when absent.
   */
  isCatalogueAnswer?: (type: string) => boolean;
  /**
   * Boot checkpoints (docs/architecture.md, "Boot checkpoint"): every `every` appends, at an
   * idle moment, the live state (`current`) is stored beside the log, so a reload decodes and
   * folds only the events after it. The events it covers are decoded after boot (`adopt`); if
   * one of them turns out damaged, `onHistoryDamaged` is told and the log restarts from the
   * live state. None when absent.
   */
  checkpoint?: {
    every: number;
    current: () => Checkpoint<S>;
    onHistoryDamaged?: (fault: LogFault, kept: number) => void;
  };
}

/** Entries decoded per idle task after boot: a few milliseconds each, never a long task. */
const VERIFY_BATCH = 1_000;

/** Compaction and checkpoints wait this long at most for an idle moment. */
const IDLE_WAIT_MS = 2_000;

/** Without `requestIdleCallback` (Node, jsdom) at once: the log's tests and the replay CLI see it done. */
const atIdle = (task: () => void): void => void whenIdle(task, IDLE_WAIT_MS, 'now');

/**
 * What reading the stored log gave: the document, or why it cannot be read, with the part
 * before the first damaged entry (`partial`) when there is one worth keeping.
 */
export type ReadResult = ({ ok: true; value: unknown } | { ok: false; fault: LogFault; partial?: unknown }) & {
  /** The boot checkpoint stored beside the log, parsed but not checked (hydrate checks it). */
  checkpoint?: unknown;
};

/**
 * A chunk range larger than this is not a log this shop wrote (50 events a chunk, a log under
 * 2,000,000 characters): clearing never walks further than this, whatever a header claims.
 * Reading needs no bound: it stops at the first chunk that does not exist.
 */
export const MAX_CHUNK_SPAN = 100_000;

export interface SessionLog<S> {
  /** The stored log as a document, not yet decoded; or why it cannot even be parsed. */
  read(): ReadResult;
  /**
   * After a successful hydrate, or an area's catch-up: the decoded snapshot and events in
   * memory (storage already holds them), so compaction can fold them. The first `unverified`
   * events are as stored (a boot checkpoint covered them): they are decoded at idle moments,
   * and at once when anything needs the log (document, compaction).
   */
  adopt(snapshot: Snapshot<S> | null, events: readonly Envelope[], unverified?: number): void;
  /** Replaces the whole log, in memory and in storage (an area's unreadable events dropped). */
  rewrite(snapshot: Snapshot<S> | null, events: readonly Envelope[]): void;
  append(envelope: Envelope): void;
  /** Drop everything stored (a corrupt log, or the visitor starting over). */
  clear(): void;
  document(): LogDocument<S>;
  /** Characters the log occupies in storage (keys and values). */
  size(): number;
  /** `basket`: storage holds only the essential slices (it is too full for more); `memory`: nothing. */
  readonly mode: 'persistent' | 'basket' | 'memory';
}

interface Head {
  first: number;
  last: number;
}

function isHead(value: unknown): value is Head {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { first, last } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(first) &&
    Number.isSafeInteger(last) &&
    (first as number) >= 0 &&
    (last as number) >= (first as number) - 1
  );
}

function lineCount(text: string): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

/** A chunk's NDJSON lines as one array, or null when any line is not JSON (or not one value). */
function parseLines(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(`[${text.replaceAll('\n', ',')}]`);
    return Array.isArray(parsed) && parsed.length === lineCount(text) ? parsed : null;
  } catch {
    return null;
  }
}

/** The meta of an entry of the first stored format (a whole envelope), when it has a whole one. */
function metaOf(entry: unknown): EventMeta | null {
  const meta = (entry as { meta?: unknown } | null)?.meta;
  if (typeof meta !== 'object' || meta === null) return null;
  const { seq, at, tab } = meta as Record<string, unknown>;
  return typeof seq === 'number' && typeof at === 'number' && typeof tab === 'string' ? { seq, at, tab } : null;
}

import { isQuotaError } from '../kernel/storage-quota';

export { isQuotaError };

/**
 * The event log in sessionStorage. Events are NDJSON lines in numbered chunks, so an append
 * rewrites only the current chunk, never the whole log. Past the budget the log compacts to
 * a snapshot of the read models plus a tail of recent events. Storage failing (quota, or
 * storage disabled) never escapes: the log degrades to memory and says so once.
 */
export function openSessionLog<S>(options: SessionLogOptions<S>): SessionLog<S> {
  const { storage, fold, budget = LOG_BUDGET_CHARS, chunkSize = 50, tail = 100, onDegraded, essential, schedule = atIdle, isCatalogueAnswer = () => false } = options;

  let mode: 'persistent' | 'basket' | 'memory' = 'persistent';
  /** In basket mode: the whole state as of the last event, folded one event at a time. */
  let basketState: { seq: number; state: S } | null = null;
  let snapshot: Snapshot<S> | null = null;
  let events: Envelope[] = [];
  /** Events at the front of `events` kept from before the snapshot for parts not loaded. */
  let retained = 0;
  /** Events at the front of `events` still as stored: a boot checkpoint covered them. */
  let unverified = 0;
  let verifiedTo = 0;
  let sinceCheckpoint = 0;
  let checkpointQueued = false;
  /** The newest checkpoints of this session (live states, shared, not copied): compaction folds on from one. */
  let recent: Array<Checkpoint<S>> = [];
  const remember = (checkpoint: Checkpoint<S>): void => {
    recent = [...recent.slice(-1), checkpoint];
  };
  let head: Head = { first: 0, last: -1 };
  let currentText = '';
  let currentCount = 0;
  const lengths = new Map<string, number>();
  /** The catalogue answers storage holds, by hash: their text, to tell a collision from a repeat. */
  const answers = new Map<string, string>();

  const total = (): number => {
    let n = 0;
    for (const [key, len] of lengths) n += key.length + len;
    return n;
  };

  const degrade = (reason: 'quota' | 'unavailable', kept = false): void => {
    if (mode === 'memory') return;
    mode = 'memory';
    basketState = null;
    // Storage full: what is stored is the whole log as it was before the write that failed (the
    // step-down put it back), so a reload shows every line stored then (issue 26). Storage
    // refusing: nothing it holds can be trusted to be whole.
    if (!kept) {
      for (const key of lengths.keys()) {
        try {
          storage.removeItem(key);
        } catch {
          /* storage is already failing; nothing more to do */
        }
      }
    }
    const survives = kept && lengths.has(LOG_KEY) ? 'earlier' : 'nothing';
    lengths.clear();
    answers.clear();
    onDegraded?.(reason, survives);
  };

  /** Every key of this log as stored now, to put back if a rewrite does not fit. */
  const backup = (): Map<string, string> => {
    const saved = new Map<string, string>();
    for (const key of new Set([...lengths.keys(), LOG_KEY, snapshotKey, checkpointKey])) {
      const value = storage.getItem(key);
      if (value !== null) saved.set(key, value);
    }
    return saved;
  };
  /** Storage as `saved` had it: what a failed rewrite dropped is written back (it fitted before). */
  const restore = (saved: ReadonlyMap<string, string>): void => {
    try {
      for (const key of [...lengths.keys(), checkpointKey]) if (!saved.has(key)) storage.removeItem(key);
      for (const [key, value] of saved) if (storage.getItem(key) !== value) storage.setItem(key, value);
    } catch {
      /* what could not be put back is what a reload misses */
    }
    lengths.clear();
    answers.clear();
    for (const [key, value] of saved) {
      lengths.set(key, value.length);
      if (key.startsWith(`${LOG_KEY}:ref:`)) answers.set(key.slice(`${LOG_KEY}:ref:`.length), value);
    }
  };

  const put = (key: string, value: string): void => {
    storage.setItem(key, value);
    lengths.set(key, value.length);
  };
  const drop = (key: string): void => {
    storage.removeItem(key);
    lengths.delete(key);
  };

  /** The stored line of an event; a catalogue answer's payload is stored beside it, once. */
  const lineOf = (envelope: Envelope, previous: EventMeta | null): string => {
    if (!isCatalogueAnswer(envelope.type)) return encodeLine(envelope, { d: envelope.data }, previous);
    const text = JSON.stringify(envelope.data);
    const hash = contentHash(text);
    const stored = answers.get(hash);
    if (stored === undefined) {
      put(answerKey(hash), text);
      answers.set(hash, text);
    } else if (stored !== text) {
      // Two answers with one hash: this one stays in its line.
      return encodeLine(envelope, { d: envelope.data }, previous);
    }
    return encodeLine(envelope, { r: hash }, previous);
  };
  // `size`: entries per full chunk, so a reader can tell a chunk cut at a line boundary.
  const writeHead = (): void => put(LOG_KEY, JSON.stringify({ ...head, size: chunkSize }));

  const retainedIn = (s: Snapshot<S> | null, list: readonly Envelope[]): number =>
    s ? list.filter((e) => e.meta.seq <= s.seq).length : 0;

  // Hysteresis: compact only once the tail has doubled, not on every append past the budget.
  // Events kept for a part that is not loaded do not count: they stay until it loads.
  const dueForCompaction = (): boolean => total() > budget && events.length - retained >= 2 * tail;
  let compactionQueued = false;

  /**
   * What compaction folds from: the newest checkpoint at or before the cut, as a snapshot (the
   * parts it does not hold at their positions in the stored snapshot), so only the events after
   * it are folded; else the stored snapshot, and every event is.
   */
  const baseFor = (cutSeq: number): Snapshot<S> | null => {
    const prior = snapshot?.seq ?? 0;
    const checkpoint = [...recent].reverse().find((c) => c.seq >= prior && c.seq <= cutSeq);
    if (!checkpoint) return snapshot;
    const held = new Set(checkpoint.parts);
    const behind = [...fold.loaded(), ...fold.pending().map(([part]) => part)].filter((part) => !held.has(part));
    const state = mergeSlices<S>(snapshot?.state ?? {}, checkpoint.state);
    if (behind.length === 0) return { seq: checkpoint.seq, state };
    return { seq: checkpoint.seq, state, parts: Object.fromEntries(behind.map((part) => [part, positionOf(snapshot, part)])) };
  };

  /** Rewrites storage as snapshot + tail. Throws what storage throws. */
  const compactNow = (): void => {
    settle();
    const keep = Math.min(tail, events.length);
    const last = events[events.length - keep - 1];
    const compacted = compact(fold, last ? baseFor(last.meta.seq) : snapshot, events, keep);
    snapshot = compacted.snapshot;
    events = compacted.events;
    retained = compacted.retained;
    writeAll();
  };

  /** Storage := the snapshot and the events in memory. Throws what storage throws. */
  const writeAll = (): void => {
    // The chunks and answers this log read or wrote, never a range a damaged header claimed.
    // Answers are written again as the lines need them: the ones no line uses are gone.
    for (const key of [...lengths.keys()]) if (key !== LOG_KEY && key !== snapshotKey) drop(key);
    // A checkpoint of a log this rewrite replaces (read by another build, or never read) goes too.
    drop(checkpointKey);
    answers.clear();
    if (snapshot) put(snapshotKey, JSON.stringify(snapshot));
    else if (lengths.has(snapshotKey)) drop(snapshotKey);
    const next = head.last + 1;
    head = { first: next, last: next - 1 };
    currentText = '';
    currentCount = 0;
    let previous: EventMeta | null = null;
    for (const envelope of events) {
      writeLine(lineOf(envelope, previous));
      previous = envelope.meta;
    }
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

  /**
   * Storage := the essential slices only, as one snapshot: what a reload needs to bring the
   * basket back. The other parts start over (position 0, none of their events kept).
   */
  const writeBasket = (): void => {
    if (!basketState || !essential) throw new Error('no basket to write');
    const keep = new Set(essential);
    const state = Object.fromEntries(Object.entries(basketState.state as object).filter(([slice]) => keep.has(slice)));
    const others = [...fold.loaded(), ...fold.pending().map(([part]) => part)].filter((part) => part !== 'core');
    const parts = Object.fromEntries(others.map((part) => [part, 0]));
    for (const key of [...lengths.keys()]) if (key !== LOG_KEY && key !== snapshotKey) drop(key);
    answers.clear();
    put(snapshotKey, JSON.stringify({ seq: basketState.seq, state, parts }));
    head = { first: 0, last: -1 };
    currentText = '';
    currentCount = 0;
    writeHead();
  };

  /**
   * Storage is full: step down until something fits. Snapshot + tail, then the
   * snapshot alone, then the basket alone (said once: `basket`), then memory (said: `nothing`).
   * The log in memory stays whole throughout; only what a reload finds shrinks.
   */
  const stepDown = (): void => {
    const saved = backup();
    try {
      return compactNow();
    } catch {
      /* not even the compacted log fits */
      restore(saved);
    }
    try {
      settle();
      const compacted = compact(fold, snapshot, events, 0);
      snapshot = compacted.snapshot;
      events = compacted.events;
      retained = compacted.retained;
      return writeAll();
    } catch {
      /* nor the snapshot alone */
      restore(saved);
    }
    if (essential && snapshot) {
      try {
        // The snapshot above folded every event for the loaded parts (the core among them); the
        // events still in memory are only those kept for parts not loaded: not folded again.
        basketState = { seq: snapshot.seq, state: mergeSlices<S>(fold.initial, snapshot.state) };
        writeBasket();
        mode = 'basket';
        onDegraded?.('quota', 'basket');
        return;
      } catch {
        basketState = null;
        restore(saved);
      }
    }
    degrade('quota', true);
  };

  /**
   * Decodes up to `limit` of the events a checkpoint covered (the front of the log). One that
   * does not decode means the stored history is damaged although the checkpoint's state stands:
   * the log restarts as a snapshot of the live state, and the owner is told.
   */
  const verify = (limit: number): void => {
    const end = Math.min(unverified, verifiedTo + limit);
    for (; verifiedTo < end; verifiedTo++) {
      const decoded = decodeEntry(events[verifiedTo], verifiedTo, fold);
      if (isFault(decoded)) return historyDamaged(decoded);
      events[verifiedTo] = decoded;
    }
    if (verifiedTo >= unverified) unverified = verifiedTo = 0;
  };
  /** Every event in memory decoded: before anything folds or hands out the log. */
  const settle = (): void => {
    if (unverified > 0) verify(Number.POSITIVE_INFINITY);
  };
  const verifyWhenIdle = (): void => {
    if (unverified === 0) return;
    schedule(() => {
      verify(VERIFY_BATCH);
      verifyWhenIdle();
    });
  };
  const historyDamaged = (damage: LogFault): void => {
    const live = (options.checkpoint as NonNullable<typeof options.checkpoint>).current();
    unverified = verifiedTo = 0;
    recent = [];
    snapshot = { seq: live.seq, state: live.state };
    events = events.filter((e) => e.meta.seq > live.seq);
    retained = 0;
    guarded(writeAll);
    options.checkpoint?.onHistoryDamaged?.(damage, events.length + 1);
  };

  const writeCheckpoint = (): void => {
    const checkpoint = (options.checkpoint as NonNullable<typeof options.checkpoint>).current();
    if (checkpoint.seq <= (snapshot?.seq ?? 0) || !events.some((e) => e.meta.seq === checkpoint.seq)) return;
    put(checkpointKey, JSON.stringify(checkpoint));
    remember(checkpoint);
    sinceCheckpoint = 0;
  };

  const guarded = (write: () => void): void => {
    if (mode === 'memory') return;
    try {
      write();
    } catch (error) {
      if (!isQuotaError(error)) return degrade('unavailable');
      stepDown();
    }
  };

  /** The stored log as it is, parsed but not decoded; or why it cannot be read. */
  const readStored = (): ReadResult => {
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
    // Never trust the header's numbers: `null`, a string, a range of a billion chunks. Reading
    // stops at the first missing chunk anyway, and clearing only drops keys that exist.
    if (!isHead(parsedHead)) return { ok: false, fault: fault('corrupt', null, 'the stored log header is not a chunk range') };
    const h = parsedHead;
    head = { first: h.first, last: h.last };
    // Written by this build with its chunk size; a header without it (older logs) is not checked.
    const size = (parsedHead as { size?: unknown }).size;
    const fullChunk = Number.isSafeInteger(size) && (size as number) > 0 ? (size as number) : null;

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
    // What came before the first damaged entry: the visitor keeps it (docs/decisions.md).
    const partial = (): unknown => ({ format: 'foyer-event-log', version: 1, snapshot: storedSnapshot, events: [...raw] });
    const damaged = (reason: 'truncated' | 'corrupt', message: string): ReadResult => ({ ok: false, fault: fault(reason, raw.length, message), partial: partial() });
    let previous: EventMeta | null = null;
    const parsedAnswers = new Map<string, { value: unknown }>();
    /** A stored catalogue answer, parsed once however many lines refer to it; a string says what is wrong. */
    const answerOf = (hash: unknown): { value: unknown } | string => {
      if (typeof hash !== 'string') return 'its catalogue answer reference is not a name';
      const known = parsedAnswers.get(hash);
      if (known) return known;
      const text = storage.getItem(answerKey(hash));
      if (text === null) return 'missing';
      lengths.set(answerKey(hash), text.length);
      try {
        const parsed = { value: JSON.parse(text) as unknown };
        parsedAnswers.set(hash, parsed);
        answers.set(hash, text);
        return parsed;
      } catch {
        return 'its catalogue answer is not valid JSON';
      }
    };
    /** Adds an entry as read: a stored line becomes its envelope again (stored-line.ts). */
    const take = (entry: unknown): ReadResult | null => {
      if (!isStoredLine(entry)) {
        raw.push(entry);
        previous = metaOf(entry);
        return null;
      }
      let data: unknown = entry.d;
      if ('r' in entry) {
        const answer = answerOf(entry.r);
        // Like a missing chunk: what came before stands, and the screen loads the answer again.
        if (answer === 'missing') return damaged('truncated', `entry ${raw.length} (${entry.t}): its catalogue answer ${String(entry.r)} is missing`);
        if (typeof answer === 'string') return damaged('corrupt', `entry ${raw.length} (${entry.t}): ${answer}`);
        data = answer.value;
      }
      const expanded = expandLine(entry, data, previous);
      if (typeof expanded === 'string') return damaged('corrupt', `entry ${raw.length} (${entry.t}): ${expanded}`);
      raw.push(expanded);
      previous = expanded.meta;
      return null;
    };
    for (let n = head.first; n <= head.last; n++) {
      const text = storage.getItem(chunkKey(n));
      if (text === null) {
        head = { first: head.first, last: n - 1 };
        return { ok: false, fault: fault('truncated', raw.length, `log chunk ${n} is missing`), partial: partial() };
      }
      lengths.set(chunkKey(n), text.length);
      // One parse per chunk: its lines as one JSON array (a raw newline only ever separates
      // entries; JSON escapes those inside strings). Line by line only to say which is damaged.
      // Every chunk before the last is full (writeLine starts the next one only then): a
      // shorter one lost entries at its end, which no line shows (cut at a line boundary).
      const short = (count: number) =>
        fullChunk !== null && n < head.last && count < fullChunk
          ? { ok: false as const, fault: fault('truncated', raw.length, `log chunk ${n} holds ${count} of its ${fullChunk} entries`), partial: partial() }
          : null;
      const whole = text === '' ? null : parseLines(text);
      if (whole) {
        for (const entry of whole) {
          const bad = take(entry);
          if (bad) return bad;
        }
        const cut = short(whole.length);
        if (cut) return cut;
        if (n === head.last) {
          currentText = text;
          currentCount = whole.length;
        }
        continue;
      }
      const lines = text.split('\n');
      for (let i = 0; i < lines.length; i++) {
        let entry: unknown;
        try {
          entry = JSON.parse(lines[i] as string);
        } catch (error) {
          // The last line of the last chunk is where an interrupted write shows up; anywhere
          // else a bad line is corruption. The message must say the same as the reason.
          const atEnd = n === head.last && i === lines.length - 1;
          const detail = error instanceof Error ? error.message : String(error);
          const what = atEnd ? 'truncated' : 'not valid JSON';
          return { ok: false, fault: fault(atEnd ? 'truncated' : 'corrupt', raw.length, `entry ${raw.length} is ${what}: ${detail}`), partial: partial() };
        }
        const bad = take(entry);
        if (bad) return bad;
      }
      const cut = short(lines.length);
      if (cut) return cut;
      if (n === head.last) {
        currentText = text;
        currentCount = lines.length;
      }
    }
    return { ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: storedSnapshot, events: raw } };
  };

  return {
    get mode() {
      return mode;
    },

    read() {
      const result = readStored();
      if (!options.checkpoint || result.ok === false && result.partial === undefined) return result;
      let text: string | null;
      try {
        text = storage.getItem(checkpointKey);
      } catch {
        return result;
      }
      if (text === null) return result;
      lengths.set(checkpointKey, text.length);
      try {
        return { ...result, checkpoint: JSON.parse(text) as unknown };
      } catch {
        return result; // no checkpoint: the log replays whole
      }
    },

    adopt(restored, restoredEvents, covered = 0) {
      if (covered > 0 && !options.checkpoint) throw new Error('adopt: unverified events need the checkpoint option');
      snapshot = restored;
      events = [...restoredEvents];
      retained = retainedIn(snapshot, events);
      unverified = Math.min(covered, events.length);
      verifiedTo = 0;
      // Booted from a checkpoint: the state now is one too (the events up to here are folded).
      if (covered > 0 && options.checkpoint) remember(options.checkpoint.current());
      verifyWhenIdle();
    },

    rewrite(next, nextEvents) {
      snapshot = next;
      events = [...nextEvents];
      retained = retainedIn(snapshot, events);
      unverified = verifiedTo = 0;
      // The checkpoints may hold what the rewrite left out (an area's unreadable part).
      recent = [];
      guarded(writeAll);
    },

    append(envelope) {
      events.push(envelope);
      if (mode === 'basket' && basketState) {
        // A part loaded since the step down folds from its initial slices (the basket's own are kept).
        basketState = { seq: envelope.meta.seq, state: fold.fold(mergeSlices<S>(fold.initial, basketState.state), envelope) };
        try {
          writeBasket();
        } catch (error) {
          // Full: the basket as last stored stays (a failed write leaves the old value).
          if (isQuotaError(error)) degrade('quota', true);
          else degrade('unavailable');
        }
        return;
      }
      guarded(() => {
        writeLine(lineOf(envelope, events.length >= 2 ? (events[events.length - 2] as Envelope).meta : null));
        if (!compactionQueued && dueForCompaction()) {
          compactionQueued = true;
          schedule(() => {
            compactionQueued = false;
            if (mode === 'persistent' && dueForCompaction()) guarded(compactNow);
          });
        }
      });
      sinceCheckpoint += 1;
      if (options.checkpoint && !checkpointQueued && sinceCheckpoint >= options.checkpoint.every) {
        checkpointQueued = true;
        schedule(() => {
          checkpointQueued = false;
          if (mode === 'persistent') guarded(writeCheckpoint);
        });
      }
    },

    clear() {
      // Every key of the log's that storage can name (orphans of a damaged header too).
      const known = [LOG_KEY, snapshotKey, checkpointKey, ...lengths.keys(), ...storedKeys(storage).filter((k) => k.startsWith(`${LOG_KEY}:`))];
      // The chunks that exist, from the first: never the range a damaged header claims.
      for (let n = head.first; n <= head.last && n - head.first <= MAX_CHUNK_SPAN; n++) {
        const key = chunkKey(n);
        let exists = false;
        try {
          exists = storage.getItem(key) !== null;
        } catch {
          exists = false;
        }
        if (!exists) break;
        known.push(key);
      }
      for (const key of new Set(known)) {
        try {
          drop(key);
        } catch {
          /* best effort */
        }
      }
      answers.clear();
      snapshot = null;
      recent = [];
      events = [];
      retained = 0;
      head = { first: 0, last: -1 };
      currentText = '';
      currentCount = 0;
    },

    document: () => {
      settle();
      return toDocument(snapshot, events);
    },
    size: total,
  };
}
