import { decodeEntry, isFault, type EventCodecs } from './decode';
import { mayHold, NOT_READ, type Deferred } from './deferred-chunks';
import { fault, outOfOrder, type LogFault } from './faults';
import type { LogMemory } from './log-writer';

/** Entries decoded per idle task after boot: a few milliseconds each, never a long task. */
export const VERIFY_BATCH = 1_000;

/**
 * The events a boot checkpoint covered stay as stored at boot (the front of the log); they are
 * decoded after it, a batch per idle moment, and at once when anything needs the whole log.
 * The whole chunks among them that were not even parsed (`Deferred`) are expanded in place as
 * the check reaches them, or as an area needs their types.
 */
export interface Verifier {
  /** The first `count` events in memory are as stored (the first `deferred.count` not read yet): decode them at idle moments. */
  start(count: number, deferred?: Deferred): void;
  /** Nothing left to decode (the log in memory was replaced by decoded events). */
  reset(): void;
  /** Every event in memory decoded: before anything folds or hands out the log. */
  settle(): void;
  /**
   * The events still waiting whose type is among `types`, decoded now (an area catching up folds
   * them); the rest keep waiting for idle moments, and a chunk not read yet that holds none of
   * them stays unread. False when one of them does not decode: the caller then settles (the
   * verification meets it in its order and says so).
   */
  decodeWhere(types: ReadonlySet<string>): boolean;
}

/**
 * One event that does not decode, or whose seq does not follow the one before, means the stored
 * history is damaged although the checkpoint's state stands: `damaged` is told (and the
 * verifier stops).
 */
export function createVerifier<S>(memory: LogMemory<S>, codecs: EventCodecs, schedule: (task: () => void) => void, damaged: (fault: LogFault) => void): Verifier {
  let unverified = 0;
  let verifiedTo = 0;
  // The seq of the last entry decoded: boot took the covered ones without looking at their order.
  let previousSeq = Number.NEGATIVE_INFINITY;
  let deferred: Deferred | null = null;
  // Where each deferred chunk's entries begin in memory, and which are expanded.
  let starts: number[] = [];
  let expanded: boolean[] = [];
  const reset = (): void => {
    unverified = verifiedTo = 0;
    previousSeq = Number.NEGATIVE_INFINITY;
    deferred = null;
    starts = [];
    expanded = [];
  };
  /** Chunk `k`'s entries put in place of NOT_READ; false (and `damaged` told) when it cannot be read. */
  const expand = (k: number): boolean => {
    if (!deferred || expanded[k]) return true;
    const at = starts[k] as number;
    const chunk = deferred.chunks[k] as Deferred['chunks'][number];
    const entries = deferred.expand(k, at);
    if (!Array.isArray(entries) || entries.length !== chunk.count) {
      reset();
      damaged(Array.isArray(entries) ? fault('corrupt', at, `log chunk ${k} does not hold the ${chunk.count} entries it was read with`) : entries);
      return false;
    }
    entries.forEach((entry, i) => (memory.events[at + i] = entry as (typeof memory.events)[number]));
    expanded[k] = true;
    return true;
  };
  const chunkAt = (i: number): number => {
    let k = 0;
    while (k + 1 < starts.length && (starts[k + 1] as number) <= i) k += 1;
    return k;
  };
  const verify = (limit: number): void => {
    const end = Math.min(unverified, verifiedTo + limit);
    for (; verifiedTo < end; verifiedTo++) {
      if (memory.events[verifiedTo] === NOT_READ && !expand(chunkAt(verifiedTo))) return;
      const decoded = decodeEntry(memory.events[verifiedTo], verifiedTo, codecs);
      if (!isFault(decoded) && decoded.meta.seq > previousSeq) {
        previousSeq = decoded.meta.seq;
        memory.events[verifiedTo] = decoded;
        continue;
      }
      const found = isFault(decoded) ? decoded : outOfOrder(verifiedTo, decoded, previousSeq);
      reset();
      return damaged(found);
    }
    if (verifiedTo >= unverified) reset();
  };
  const whenIdle = (): void => {
    if (unverified === 0) return;
    schedule(() => {
      verify(VERIFY_BATCH);
      whenIdle();
    });
  };
  return {
    start(count, chunks) {
      reset();
      unverified = Math.min(count, memory.events.length);
      if (chunks && chunks.count <= unverified) {
        deferred = chunks;
        let at = 0;
        starts = chunks.chunks.map((chunk) => (at += chunk.count) - chunk.count);
        expanded = chunks.chunks.map(() => false);
      }
      whenIdle();
    },
    reset,
    settle() {
      if (unverified > 0) verify(Number.POSITIVE_INFINITY);
    },
    decodeWhere(types) {
      if (types.size === 0) return true;
      if (deferred) {
        const pending = deferred;
        for (let k = chunkAt(verifiedTo); k < pending.chunks.length; k++) {
          if (!expanded[k] && mayHold(pending.chunks[k] as Deferred['chunks'][number], types) && !expand(k)) return false;
        }
      }
      for (let i = verifiedTo; i < unverified; i++) {
        const entry = memory.events[i];
        if (entry === NOT_READ) continue;
        const type = (entry as { type?: unknown } | undefined)?.type;
        if (typeof type !== 'string' || !types.has(type)) continue;
        const decoded = decodeEntry(entry, i, codecs);
        if (isFault(decoded)) return false;
        memory.events[i] = decoded;
      }
      return true;
    },
  };
}
