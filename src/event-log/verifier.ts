import { decodeEntry, isFault, type EventCodecs } from './decode';
import { outOfOrder, type LogFault } from './faults';
import type { LogMemory } from './log-writer';

/** Entries decoded per idle task after boot: a few milliseconds each, never a long task. */
export const VERIFY_BATCH = 1_000;

/**
 * The events a boot checkpoint covered stay as stored at boot (the front of the log); they are
 * decoded after it, a batch per idle moment, and at once when anything needs the whole log.
 */
export interface Verifier {
  /** The first `count` events in memory are as stored: decode them at idle moments. */
  start(count: number): void;
  /** Nothing left to decode (the log in memory was replaced by decoded events). */
  reset(): void;
  /** Every event in memory decoded: before anything folds or hands out the log. */
  settle(): void;
  /**
   * The events still waiting whose type `wanted` names, decoded now (an area catching up folds
   * them); the rest keep waiting for idle moments. False when one of them does not decode: the
   * caller then settles (the verification meets it in its order and says so).
   */
  decodeWhere(wanted: (type: string) => boolean): boolean;
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
  const reset = (): void => {
    unverified = verifiedTo = 0;
    previousSeq = Number.NEGATIVE_INFINITY;
  };
  const verify = (limit: number): void => {
    const end = Math.min(unverified, verifiedTo + limit);
    for (; verifiedTo < end; verifiedTo++) {
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
    start(count) {
      reset();
      unverified = Math.min(count, memory.events.length);
      whenIdle();
    },
    reset,
    settle() {
      if (unverified > 0) verify(Number.POSITIVE_INFINITY);
    },
    decodeWhere(wanted) {
      for (let i = verifiedTo; i < unverified; i++) {
        const type = (memory.events[i] as { type?: unknown } | undefined)?.type;
        if (typeof type !== 'string' || !wanted(type)) continue;
        const decoded = decodeEntry(memory.events[i], i, codecs);
        if (isFault(decoded)) return false;
        memory.events[i] = decoded;
      }
      return true;
    },
  };
}
