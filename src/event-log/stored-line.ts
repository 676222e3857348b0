import type { EventMeta } from './envelope';

/**
 * How one envelope is written in sessionStorage. The envelope everyone else sees (replay,
 * export, QA capsules, the CLI) stays `{type, v, data, meta: {seq, at, tab}}`; only the stored
 * line is shorter, because a line is written per event and the log has a budget:
 *
 *   {"t":type,"v":v,"d":data}          `v` left out when it is 1
 *
 * (Logs written before issue 28 also hold `{"t":type,"v":v,"r":"<hash>"}`: a catalogue answer
 * stored by content beside the log. Answers are reference data now: reference-store.ts.)
 *
 * plus the meta as a difference to the line before: `s` (seq) only when it is not the previous
 * + 1, `a` the milliseconds since the previous event (absent: 0), `b` the tab only when it
 * changed. A line written with no event before it in memory (the first of a log, or after a
 * clear) carries `s`, `at` (absolute) and `b`, so it never depends on a line it cannot see; so
 * does the first line of every chunk, so a chunk can be read on its own.
 * Lines of the first stored format (whole envelopes, `"type"`) are still read as they are.
 */
export interface StoredLine {
  t: string;
  v?: number;
  d?: unknown;
  r?: string;
  s?: number;
  a?: number;
  at?: number;
  b?: string;
}

export function encodeLine(envelope: { type: string; v: number; meta: EventMeta }, payload: { d: unknown } | { r: string }, previous: EventMeta | null): string {
  const { seq, at, tab } = envelope.meta;
  const line: StoredLine = envelope.v === 1 ? { t: envelope.type, ...payload } : { t: envelope.type, v: envelope.v, ...payload };
  if (previous === null) {
    line.s = seq;
    line.at = at;
    line.b = tab;
  } else {
    if (seq !== previous.seq + 1) line.s = seq;
    if (at !== previous.at) line.a = at - previous.at;
    if (tab !== previous.tab) line.b = tab;
  }
  return JSON.stringify(line);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A parsed line written by encodeLine (`t` present), as opposed to a whole envelope of the first format. */
export function isStoredLine(value: unknown): value is StoredLine {
  return isRecord(value) && typeof value.t === 'string' && !('type' in value);
}

/**
 * The envelope a stored line stands for, given the meta of the entry before it (null for the
 * first one read) and its payload (inline, or looked up by the caller for `r`). A string says
 * why the line cannot be read.
 */
export function expandLine(line: StoredLine, data: unknown, previous: EventMeta | null): { type: string; v: number; data: unknown; meta: EventMeta } | string {
  const seq = line.s !== undefined ? line.s : previous ? previous.seq + 1 : undefined;
  const at = line.at !== undefined ? line.at : previous ? previous.at + (line.a ?? 0) : undefined;
  const tab = line.b !== undefined ? line.b : previous?.tab;
  if (!isFiniteNumber(seq) || !isFiniteNumber(at) || typeof tab !== 'string') return 'its seq, time or tab cannot be told from the line before it';
  if (line.a !== undefined && !isFiniteNumber(line.a)) return 'its time difference is not a number';
  return { type: line.t, v: line.v ?? 1, data, meta: { seq, at, tab } };
}

/**
 * A short content hash (cyrb53, base 36) naming a stored catalogue answer. Not cryptographic:
 * a collision is caught when writing (the stored text differs) and that answer stays inline.
 */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
