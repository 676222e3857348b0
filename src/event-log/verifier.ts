import { decodeEntry, isFault, type EventCodecs } from './decode';
import type { LogFault } from './faults';
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
}

/**
 * One event that does not decode means the stored history is damaged although the
 * checkpoint's state stands: `damaged` is told (and the verifier stops).
 */
export function createVerifier<S>(memory: LogMemory<S>, codecs: EventCodecs, schedule: (task: () => void) => void, damaged: (fault: LogFault) => void): Verifier {
  let unverified = 0;
  let verifiedTo = 0;
  const reset = (): void => {
    unverified = verifiedTo = 0;
  };
  const verify = (limit: number): void => {
    const end = Math.min(unverified, verifiedTo + limit);
    for (; verifiedTo < end; verifiedTo++) {
      const decoded = decodeEntry(memory.events[verifiedTo], verifiedTo, codecs);
      if (isFault(decoded)) {
        reset();
        return damaged(decoded);
      }
      memory.events[verifiedTo] = decoded;
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
      unverified = Math.min(count, memory.events.length);
      verifiedTo = 0;
      whenIdle();
    },
    reset,
    settle() {
      if (unverified > 0) verify(Number.POSITIVE_INFINITY);
    },
  };
}
