import { withArrivals } from './arrivals';
import { storedKeys, type KeyValueStorage } from '../bus/deps';
import type { EventMeta } from './envelope';
import { toDocument } from './document';
import { fault, parseFault, type LogFault } from './faults';
import { chunkKey, LOG_KEY, SNAPSHOT_KEY, type ChunkStore, type Head } from './chunk-store';
import type { ReferenceStore } from './reference-store';
import { expandLine, isStoredLine } from './stored-line';
import { deferCovered, type Deferred } from './deferred-chunks';
import { chunkNumbers, eachLine, isHead, metaOf, parseLines } from './stored-text';

/**
 * What reading the stored log gave: the document, or why it cannot be read, with the part
 * before the first damaged entry (`partial`) when there is one worth keeping.
 */
export type ReadResult = ({ ok: true; value: unknown } | { ok: false; fault: LogFault; partial?: unknown }) & {
  /** The boot checkpoint stored beside the log, parsed but not checked (hydrate checks it). */
  checkpoint?: unknown;
  /** What lies past the damage, for telling the visitor what was lost (never replayed). */
  beyond?: Beyond;
  /** Chunks the header did not name (it was missing, or stale) were found and read. */
  recovered?: boolean;
  /**
   * The chunks at the front that the checkpoint covers whole, not parsed (deferred-chunks.ts):
   * their entries come before `value`'s events. Only on a sound read.
   */
  deferred?: Deferred;
};

export interface Beyond {
  /** The entries after the damage that still parse, as `{type, data}` (unchecked). */
  entries: unknown[];
  /** Some of the stored log could not be seen at all: a chunk missing or cut short, a line that is not JSON. */
  unreadable: boolean;
}

/**
 * A chunk range larger than this is not a log this shop wrote (50 events a chunk, a log under
 * 2,000,000 characters): clearing and recovery never walk further, whatever a header claims.
 */
export const MAX_CHUNK_SPAN = 100_000;

const empty = (): ReadResult => ({ ok: true, value: toDocument(null, []) });

/**
 * The stored log as it is, parsed but not decoded; or why it cannot be read. Chunks past the
 * header's range, or without a header, are read too (issue 29: a lost or stale header must not
 * lose the events silently). `unavailable`: storage refuses to be read at all. `coveredTo`: the
 * seq of the boot checkpoint stored beside the log; the whole chunks before the one that holds
 * it are kept unparsed (`deferred`). Damage found in the rest reads the log again whole, so
 * what is kept and said about it does not depend on the checkpoint.
 */
export function readChunks(storage: KeyValueStorage, chunks: ChunkStore, refs: ReferenceStore, unavailable: () => void, coveredTo: number | null = null): ReadResult {
  refs.clear();
  let headText: string | null;
  try {
    headText = storage.getItem(LOG_KEY);
  } catch {
    unavailable();
    return empty();
  }
  let range: Head;
  let fullChunk: number | null = null;
  let recovered = false;
  if (headText === null) {
    const found = chunkNumbers(storedKeys(storage), LOG_KEY);
    // No fact written yet: the answers that arrived are all there is.
    if (found.length === 0 && storage.getItem(SNAPSHOT_KEY) === null) return { ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: null, events: withArrivals([], refs.arrivals(), false) } };
    // Every chunk found is the log's (a gap among them is a missing chunk, as under a header).
    const first = found[0] ?? 0;
    range = { first, last: found[found.length - 1] ?? first - 1 };
    recovered = true;
  } else {
    chunks.note(LOG_KEY, headText.length);
    let parsedHead: unknown;
    try {
      parsedHead = JSON.parse(headText);
    } catch (error) {
      return { ok: false, fault: parseFault(error, null, 'the stored log header') };
    }
    // Never trust the header's numbers: `null`, a string, a range of a billion chunks. Reading
    // stops at the first missing chunk anyway, and clearing only drops keys that exist.
    if (!isHead(parsedHead)) return { ok: false, fault: fault('corrupt', null, 'the stored log header is not a chunk range') };
    range = { first: parsedHead.first, last: parsedHead.last };
    // Written by this build with its chunk size; a header without it (older logs) is not checked.
    const size = (parsedHead as { size?: unknown }).size;
    fullChunk = Number.isSafeInteger(size) && (size as number) > 0 ? (size as number) : null;
  }

  let storedSnapshot: unknown = null;
  const snapshotText = storage.getItem(SNAPSHOT_KEY);
  if (snapshotText !== null) {
    chunks.note(SNAPSHOT_KEY, snapshotText.length);
    try {
      storedSnapshot = JSON.parse(snapshotText);
    } catch (error) {
      return { ok: false, fault: parseFault(error, null, 'the stored snapshot') };
    }
  }

  // The texts of the chunks there are: the header's range up to a missing one, then any that
  // follow it unnamed (a header written back stale, or removed).
  const texts: string[] = [];
  let missing: number | null = null;
  for (let n = range.first; n <= range.last; n++) {
    const text = storage.getItem(chunkKey(n));
    if (text === null) {
      missing = n;
      break;
    }
    texts.push(text);
  }
  if (missing === null) {
    for (let n = range.last + 1; n - range.first <= MAX_CHUNK_SPAN; n++) {
      const text = storage.getItem(chunkKey(n));
      if (text === null) break;
      texts.push(text);
      recovered = true;
    }
  }
  // The chunk the log ends with: a bad last line there is an interrupted write.
  const last = missing !== null ? range.last : range.first + texts.length - 1;
  const arrived = refs.arrivals();
  const deferred = coveredTo === null ? null : deferCovered(texts, range.first, coveredTo, storedSnapshot, fullChunk, chunks, refs, arrived);
  const cut = deferred?.value.chunks.length ?? 0;

  const raw: unknown[] = [];
  let previous: EventMeta | null = null;
  // What came before the first damaged entry: the visitor keeps it (docs/decisions.md).
  const partial = (): unknown => ({ format: 'foyer-event-log', version: 1, snapshot: storedSnapshot, events: withArrivals(raw, arrived, true) });
  const looseEntry = (entry: unknown): unknown[] => {
    if (!isStoredLine(entry)) return typeof entry === 'object' && entry !== null ? [entry] : [];
    const answer = 'r' in entry ? refs.read(entry.r) : null;
    return [{ type: entry.t, data: answer === null ? entry.d : typeof answer === 'object' ? answer.value : undefined }];
  };
  /** Everything after line `line` of chunk `index` that still parses, and whether any part could not be seen. */
  const beyond = (index: number, line: number, unreadable: boolean): Beyond => {
    const entries: unknown[] = [];
    let unseen = unreadable;
    const take = (text: string, from: number): void => {
      eachLine(text).slice(from).forEach((l) => (l.ok ? entries.push(...looseEntry(l.value)) : (unseen = true)));
    };
    if (index < texts.length) take(texts[index] as string, line + 1);
    texts.slice(index + 1).forEach((text) => take(text, 0));
    if (missing !== null) {
      // Past the missing chunk: the ones that are there still tell what was lost.
      for (const n of chunkNumbers(storedKeys(storage), LOG_KEY).filter((k) => k > missing)) {
        const text = storage.getItem(chunkKey(n));
        if (text === null) continue;
        chunks.note(chunkKey(n), text.length);
        take(text, 0);
      }
    }
    return { entries, unreadable: unseen };
  };
  const damaged = (reason: 'truncated' | 'corrupt', message: string, where: Beyond): ReadResult => {
    if (deferred) return readChunks(storage, chunks, refs, unavailable, null);
    // Where the log's own chunks end, for clearing it (the runtime keeps only what came before).
    chunks.continueFrom({ first: range.first, last: missing !== null ? missing - 1 : Math.max(last, range.last) }, '', 0);
    return { ok: false, fault: fault(reason, raw.length, message), partial: partial(), beyond: where };
  };
  /** Adds an entry as read: a stored line becomes its envelope again (stored-line.ts). */
  const take = (entry: unknown, index: number, line: number): ReadResult | null => {
    if (!isStoredLine(entry)) {
      raw.push(entry);
      previous = metaOf(entry);
      return null;
    }
    let data: unknown = entry.d;
    const lost = (): Beyond => {
      const rest = beyond(index, line, false);
      return { entries: [...looseEntry(entry), ...rest.entries], unreadable: rest.unreadable };
    };
    if ('r' in entry) {
      const answer = refs.read(entry.r);
      // Like a missing chunk: what came before stands, and the screen loads the answer again.
      if (answer === 'missing') return damaged('truncated', `entry ${raw.length} (${entry.t}): its catalogue answer ${String(entry.r)} is missing`, lost());
      if (typeof answer === 'string') return damaged('corrupt', `entry ${raw.length} (${entry.t}): ${answer}`, lost());
      data = answer.value;
    }
    const expanded = expandLine(entry, data, previous);
    if (typeof expanded === 'string') return damaged('corrupt', `entry ${raw.length} (${entry.t}): ${expanded}`, lost());
    raw.push(expanded);
    previous = expanded.meta;
    return null;
  };

  for (let index = cut; index < texts.length; index++) {
    const n = range.first + index;
    const text = texts[index] as string;
    chunks.note(chunkKey(n), text.length);
    // One parse per chunk: its lines as one JSON array (a raw newline only ever separates
    // entries; JSON escapes those inside strings). Line by line only to say which is damaged.
    const whole = text === '' ? null : parseLines(text);
    const lines = whole ? whole.map((value) => ({ ok: true as const, value })) : eachLine(text);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as (typeof lines)[number];
      if (!line.ok) {
        // The last line of the last chunk is where an interrupted write shows up; anywhere
        // else a bad line is corruption. The message must say the same as the reason.
        const atEnd = n === last && i === lines.length - 1;
        const detail = line.error instanceof Error ? line.error.message : String(line.error);
        const what = atEnd ? 'truncated' : 'not valid JSON';
        return damaged(atEnd ? 'truncated' : 'corrupt', `entry ${raw.length} is ${what}: ${detail}`, beyond(index, i, true));
      }
      const bad = take(line.value, index, i);
      if (bad) return bad;
    }
    // Every chunk before the last is full (writeLine starts the next one only then): a
    // shorter one lost entries at its end, which no line shows (cut at a line boundary).
    if (fullChunk !== null && n < last && lines.length < fullChunk) {
      return damaged('truncated', `log chunk ${n} holds ${lines.length} of its ${fullChunk} entries`, beyond(index, lines.length, true));
    }
  }
  if (missing !== null) {
    return damaged('truncated', `log chunk ${missing} is missing`, beyond(texts.length, 0, true));
  }
  const lastText = texts[texts.length - 1];
  chunks.continueFrom({ first: range.first, last }, lastText ?? '', lastText === undefined ? 0 : lastText.split('\n').length);
  const arrivals = deferred ? arrived.filter((a) => !deferred.owns(a)) : arrived;
  const value = { format: 'foyer-event-log', version: 1, snapshot: storedSnapshot, events: withArrivals(raw, arrivals, false) };
  return { ok: true, value, ...(recovered ? { recovered } : {}), ...(deferred ? { deferred: deferred.value } : {}) };
}
