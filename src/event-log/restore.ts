import type { LogFault } from './faults';
import { fault } from './faults';
import { hydrate, type Hydrated, type HydrateOptions } from './hydrate';
import type { LogModel } from './parts';
import type { ReadResult } from './session-log';

export interface Restored<S> {
  /** What could be read back: the whole log, or everything before the first damaged entry. */
  value: Hydrated<S> | null;
  /** The first damage found; null when the log read back whole. */
  fault: LogFault | null;
}

/**
 * hydrate(), but it never throws: a document nested deeply enough to overflow the stack, or any
 * other surprise in it, is a corrupt log like any other.
 */
export function safeHydrate<S>(doc: unknown, model: LogModel<S>, options: HydrateOptions = {}): ReturnType<typeof hydrate<S>> {
  try {
    return hydrate(doc, model, options);
  } catch (error) {
    // A stack overflow here means nesting no log this shop writes has: say that, not the engine's words.
    const detail =
      error instanceof RangeError ? 'it is nested too deeply to be a log' : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, fault: fault('corrupt', null, `the log cannot be read (${detail})`) };
  }
}

function prefixOf(doc: unknown, length: number): unknown {
  if (Array.isArray(doc)) return doc.slice(0, length);
  const record = doc as { events?: unknown };
  return { ...(doc as object), events: Array.isArray(record.events) ? record.events.slice(0, length) : [] };
}

/**
 * The stored log, read back as far as it is sound: one damaged entry (a cut-off
 * write, an edited line, an event this build cannot decode) costs only what came after it, not
 * the whole session. A damaged snapshot or document loses everything: nothing before it can be
 * trusted. A read that left the chunks a checkpoint covers unparsed (`deferred`) and meets
 * damage keeps nothing here: the caller reads the log again whole and restores that, so what is
 * kept does not depend on the checkpoint.
 */
export function restore<S>(read: ReadResult, model: LogModel<S>): Restored<S> {
  const doc = read.ok ? read.value : read.partial;
  let first: LogFault | null = read.ok ? null : read.fault;
  if (doc === undefined) return { value: null, fault: first };
  const options = { checkpoint: read.checkpoint, deferred: read.deferred };
  const whole = safeHydrate(doc, model, options);
  if (whole.ok) return { value: whole.value, fault: first };
  if (read.deferred) return { value: null, fault: whole.fault };
  // An entry before the read's damage is the first damage.
  first = whole.fault;
  if (whole.fault.index === null) return { value: null, fault: first };
  // The checkpoint still counts when the part kept reaches it (hydrate checks).
  const kept = safeHydrate(prefixOf(doc, whole.fault.index), model, options);
  return kept.ok ? { value: kept.value, fault: first } : { value: null, fault: first };
}
