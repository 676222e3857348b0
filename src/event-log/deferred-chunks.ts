import type { Envelope, EventMeta } from './envelope';
import { withArrivals } from './arrivals';
import { fault, type LogFault } from './faults';
import { expandLine, isStoredLine, type StoredLine } from './stored-line';
import { eachLine, lineCount, metaOf, parseLines } from './stored-text';
import { chunkKey, type ChunkStore } from './chunk-store';
import type { ReferenceStore } from './reference-store';

/** One chunk of the stored log that a boot checkpoint covers whole, as it was read. */
export interface DeferredChunk {
  readonly text: string;
  /** The catalogue answers that arrived among its lines (by seq), already read. */
  readonly answers: readonly unknown[];
  /** Its entries: its lines and those answers. */
  readonly count: number;
}

/**
 * The chunks at the front of the stored log that a boot checkpoint covers whole. Their state is
 * the checkpoint's, so a boot does not parse them: they are kept as read and expanded into
 * entries only when something needs them (the idle check, an area that folds their types, the
 * whole log), chunk by chunk. A chunk can be expanded on its own because its first line carries
 * its seq, time and tab outright (chunk-store.ts `startsChunk`). In memory their entries are
 * `NOT_READ` until then, so every index and count of the log stays as if they had been read.
 */
export interface Deferred {
  readonly chunks: readonly DeferredChunk[];
  /** Entries in all of them. */
  readonly count: number;
  /** The seq of the first entry (it must follow the snapshot). */
  readonly firstSeq: number;
  /** Chunk `k`'s entries as the reader gives them (answers in place by seq); `index` is its first entry's place in the log. */
  expand(k: number, index: number): unknown[] | LogFault;
}

/** Stands for an entry of a deferred chunk until the chunk is expanded: never folded, exported or written. */
export const NOT_READ: Envelope = Object.freeze({
  type: '',
  v: 0,
  data: null,
  meta: Object.freeze({ seq: Number.NaN, at: Number.NaN, tab: '' }),
}) as unknown as Envelope;

/**
 * Whether a deferred chunk may hold an entry of one of `types`, told from its text: every line
 * of this shop's stored format begins `{"t":"<type>"` (a raw newline only ever ends a line:
 * JSON escapes those in strings). A line of the first format (whole envelopes) may hold anything.
 */
export function mayHold(chunk: DeferredChunk, types: ReadonlySet<string>): boolean {
  const begins = (prefix: string): boolean => chunk.text.startsWith(prefix) || chunk.text.includes(`\n${prefix}`);
  if (begins('{"type":')) return true;
  for (const type of types) if (begins(`{"t":${JSON.stringify(type)}`)) return true;
  return chunk.answers.some((answer) => types.has((answer as { type?: string }).type ?? ''));
}

/** The meta a chunk's first line carries outright, or null when it leans on the chunk before. */
export function standingMeta(text: string): EventMeta | null {
  const end = text.indexOf('\n');
  let line: unknown;
  try {
    line = JSON.parse(end < 0 ? text : text.slice(0, end));
  } catch {
    return null;
  }
  if (!isStoredLine(line) || line.s === undefined || line.at === undefined || line.b === undefined) return null;
  const meta = expandLine(line, null, null);
  return typeof meta === 'string' ? null : meta.meta;
}

/**
 * The chunks given, deferred. `answerOf` reads a line of the pre-issue-28 format that refers to
 * a stored answer (`r`): the answer, or why it cannot be read (`'missing'`: not stored).
 */
export function deferChunks(chunks: readonly DeferredChunk[], firstSeq: number, answerOf: ReferenceStore['read']): Deferred {
  return {
    chunks,
    count: chunks.reduce((n, c) => n + c.count, 0),
    firstSeq,
    expand(k, index) {
      const chunk = chunks[k] as DeferredChunk;
      const parsed = parseLines(chunk.text);
      const lines = parsed ? parsed.map((value) => ({ ok: true as const, value })) : eachLine(chunk.text);
      const facts: unknown[] = [];
      let previous: EventMeta | null = null;
      for (const line of lines) {
        // Its place in the log: the answers that arrived before the last line read come first.
        const at = index + facts.length + chunk.answers.filter((a) => seqOf(a) <= (previous?.seq ?? Number.NEGATIVE_INFINITY)).length;
        if (!line.ok) return fault('corrupt', at, `entry ${at} is not valid JSON: ${line.error instanceof Error ? line.error.message : String(line.error)}`);
        if (!isStoredLine(line.value)) {
          facts.push(line.value);
          previous = metaOf(line.value);
          continue;
        }
        const entry: StoredLine = line.value;
        let data: unknown = entry.d;
        if (entry.r !== undefined) {
          const answer = answerOf(entry.r);
          if (typeof answer !== 'object') return fault(answer === 'missing' ? 'truncated' : 'corrupt', at, `entry ${at} (${entry.t}): ${answer === 'missing' ? `its catalogue answer ${entry.r} is missing` : answer}`);
          data = answer.value;
        }
        const expanded = expandLine(entry, data, previous);
        if (typeof expanded === 'string') return fault('corrupt', at, `entry ${at} (${entry.t}): ${expanded}`);
        facts.push(expanded);
        previous = expanded.meta;
      }
      return withArrivals(facts, chunk.answers, false);
    },
  };
}

/**
 * The whole chunks at the front that a checkpoint at `coveredTo` covers: each one's next chunk
 * begins at or before that seq. Only chunks that stand on their own (their first line carries
 * its meta) and are full, after a snapshot the checkpoint comes after with no events kept for a
 * part behind it (those would need their seqs read); the first that is not ends them. Null
 * when there are none. `owns`: an answer that arrived among them.
 */
export function deferCovered(
  texts: readonly string[],
  first: number,
  coveredTo: number,
  snapshot: unknown,
  fullChunk: number | null,
  chunks: ChunkStore,
  refs: ReferenceStore,
  arrivals: readonly unknown[],
): { value: Deferred; owns: (answer: unknown) => boolean } | null {
  const stored = snapshot as { seq?: unknown; parts?: object } | null;
  if (stored !== null && (typeof stored !== 'object' || !(typeof stored.seq === 'number' && stored.seq < coveredTo) || Object.keys(stored.parts ?? {}).length > 0)) return null;
  const head = texts.length > 1 ? standingMeta(texts[0] as string) : null;
  if (head === null) return null;
  // starts[k]: the seq chunk k begins with.
  const starts = [head.seq];
  let cut = 0;
  while (cut + 1 < texts.length) {
    const next = standingMeta(texts[cut + 1] as string);
    if (next === null || next.seq > coveredTo || next.seq <= (starts[cut] as number)) break;
    if (fullChunk !== null && lineCount(texts[cut] as string) !== fullChunk) break;
    starts.push(next.seq);
    cut += 1;
  }
  if (cut === 0) return null;
  const until = starts[cut] as number;
  // An answer goes with the chunk whose lines it arrived among; one before the first line, with the first.
  const answers: unknown[][] = Array.from({ length: cut }, () => []);
  const owned = new Set<unknown>();
  for (const answer of arrivals) {
    const seq = seqOf(answer);
    if (!(seq < until)) continue;
    let k = 0;
    while (k + 1 < cut && (starts[k + 1] as number) <= seq) k += 1;
    (answers[k] as unknown[]).push(answer);
    owned.add(answer);
  }
  const deferred: DeferredChunk[] = answers.map((own, k) => {
    const text = texts[k] as string;
    chunks.note(chunkKey(first + k), text.length);
    return { text, answers: own, count: lineCount(text) + own.length };
  });
  const firstSeq = Math.min(head.seq, ...(answers[0] as unknown[]).map(seqOf));
  return { value: deferChunks(deferred, firstSeq, refs.read), owns: (answer) => owned.has(answer) };
}

const seqOf = (entry: unknown): number => (entry as { meta: { seq: number } }).meta.seq;

/** Every deferred chunk's entries, in order, or the first damage found. */
export function expandAll(deferred: Deferred): unknown[] | LogFault {
  const out: unknown[] = [];
  for (let k = 0; k < deferred.chunks.length; k++) {
    const entries = deferred.expand(k, out.length);
    if (!Array.isArray(entries)) return entries;
    out.push(...entries);
  }
  return out;
}
