import type { KeyValueStorage } from '../bus/deps';

export const LOG_KEY = 'foyer:log:v1';
export const SNAPSHOT_KEY = `${LOG_KEY}:snapshot`;
export const CHECKPOINT_KEY = `${LOG_KEY}:checkpoint`;
/** A catalogue answer stored once by its content (stored-line.ts), referred to by the lines that carry it. */
export const REF_PREFIX = `${LOG_KEY}:ref:`;
/**
 * Reference data (issue 28): a catalogue answer with its language and the places in the log it
 * arrived at, kept apart from the log's lines (reference-store.ts). Its own budget.
 */
export const ANSWER_PREFIX = `${LOG_KEY}:ans:`;
export const isReferenceKey = (key: string): boolean => key.startsWith(REF_PREFIX) || key.startsWith(ANSWER_PREFIX);
export const chunkKey = (n: number): string => `${LOG_KEY}:${n}`;
export const answerKey = (hash: string): string => `${REF_PREFIX}${hash}`;

/** The chunks the header names: `first` to `last`; none when `last` < `first`. */
export interface Head {
  first: number;
  last: number;
}

/**
 * The log's keys in storage and their sizes: the header, NDJSON chunks of `chunkSize` lines,
 * and whatever else the log stores beside them (snapshot, checkpoint, answers), counted in
 * `size()`. An append rewrites only the current chunk (and the header when a chunk starts).
 * Every write throws what storage throws; the caller decides what a failure means.
 */
export interface ChunkStore {
  readonly head: Head;
  /** A key storage holds with a value of this length (read, not written by this log). */
  note(key: string, length: number): void;
  has(key: string): boolean;
  keys(): string[];
  /** Characters the log's facts occupy in storage (keys and values): header, chunks, snapshot, checkpoint. */
  size(): number;
  /** Characters the reference data beside the log occupies (catalogue answers). */
  referenceSize(): number;
  put(key: string, value: string): void;
  drop(key: string): void;
  /** Forgets every size without touching storage (memory mode). */
  forget(): void;
  /** Drops every key this log read or wrote but the header and the snapshot: never a range a header claimed. */
  dropContent(): void;
  /** An empty chunk range starting at `first` (the next chunk written is `first`). */
  startAt(first: number): void;
  /** The range as read back, the last chunk's text and line count (appends go on there). */
  continueFrom(head: Head, text: string, count: number): void;
  /**
   * The next line written starts a chunk. It then carries its seq, time and tab outright
   * (stored-line.ts), so a chunk can be read without the ones before it: a boot skips the
   * chunks a checkpoint covers (deferred-chunks.ts).
   */
  startsChunk(): boolean;
  writeLine(line: string): void;
  writeHead(): void;
  /** Every key of this log as stored now, to put back if a rewrite does not fit. */
  backup(): Map<string, string>;
  /** Storage as `saved` had it: what a failed rewrite dropped is written back (it fitted before). */
  restore(saved: ReadonlyMap<string, string>): void;
}

export function createChunkStore(storage: KeyValueStorage, chunkSize: number): ChunkStore {
  let head: Head = { first: 0, last: -1 };
  let currentText = '';
  let currentCount = 0;
  const lengths = new Map<string, number>();

  const put = (key: string, value: string): void => {
    storage.setItem(key, value);
    lengths.set(key, value.length);
  };
  const drop = (key: string): void => {
    storage.removeItem(key);
    lengths.delete(key);
  };
  // `size`: entries per full chunk, so a reader can tell a chunk cut at a line boundary.
  const writeHead = (): void => put(LOG_KEY, JSON.stringify({ ...head, size: chunkSize }));

  return {
    get head() {
      return head;
    },
    note: (key, length) => void lengths.set(key, length),
    has: (key) => lengths.has(key),
    keys: () => [...lengths.keys()],
    size() {
      let n = 0;
      for (const [key, len] of lengths) if (!isReferenceKey(key)) n += key.length + len;
      return n;
    },
    referenceSize() {
      let n = 0;
      for (const [key, len] of lengths) if (isReferenceKey(key)) n += key.length + len;
      return n;
    },
    put,
    drop,
    forget: () => lengths.clear(),
    dropContent() {
      for (const key of [...lengths.keys()]) if (key !== LOG_KEY && key !== SNAPSHOT_KEY) drop(key);
    },
    startAt(first) {
      head = { first, last: first - 1 };
      currentText = '';
      currentCount = 0;
    },
    continueFrom(read, text, count) {
      head = { first: read.first, last: read.last };
      currentText = text;
      currentCount = count;
    },
    startsChunk: () => head.last < head.first || currentCount >= chunkSize,
    writeLine(line) {
      if (head.last < head.first || currentCount >= chunkSize) {
        head = { first: head.first, last: head.last + 1 };
        currentText = '';
        currentCount = 0;
        writeHead();
      }
      currentText = currentText === '' ? line : `${currentText}\n${line}`;
      currentCount += 1;
      put(chunkKey(head.last), currentText);
    },
    writeHead,
    backup() {
      const saved = new Map<string, string>();
      for (const key of new Set([...lengths.keys(), LOG_KEY, SNAPSHOT_KEY, CHECKPOINT_KEY])) {
        const value = storage.getItem(key);
        if (value !== null) saved.set(key, value);
      }
      return saved;
    },
    restore(saved) {
      try {
        for (const key of [...lengths.keys(), CHECKPOINT_KEY]) if (!saved.has(key)) storage.removeItem(key);
        for (const [key, value] of saved) if (storage.getItem(key) !== value) storage.setItem(key, value);
      } catch {
        /* what could not be put back is what a reload misses */
      }
      lengths.clear();
      for (const [key, value] of saved) lengths.set(key, value.length);
    },
  };
}
