import type { KeyValueStorage } from '../bus/deps';
import type { Envelope } from './envelope';
import type { Checkpoint, LogDocument, Snapshot } from './document';
import type { LogFault } from './faults';
import type { LogModel } from './log-model';
import type { ReadResult } from './chunk-reader';
import type { Deferred } from './deferred-chunks';

/** ARCHITECTURE.md: a log stays under 2,000,000 characters (Chromium's quota is 5,242,880). */
export const LOG_BUDGET_CHARS = 2_000_000;
/**
 * Catalogue answers beside the log: bounded by what the catalogue offers, not by the visit, and
 * apart from the log's budget (issue 28). Both together stay inside WebKit's quota for
 * non-Latin-1 text (about 2.6 million characters).
 */
export const REFERENCE_BUDGET_CHARS = 500_000;

export interface SessionLogOptions<S> {
  storage: KeyValueStorage;
  /** The fold over the parts loaded so far: compaction folds what they handle, keeps the rest. */
  fold: LogModel<S>;
  budget?: number;
  /** The reference data's own budget (catalogue answers beside the log); past it the log compacts too. */
  referenceBudget?: number;
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
   * again): reference data, stored once by content beside the log with where they arrived,
   * never a line of it (reference-store.ts). The event catalogue names them (CATALOGUE_ANSWERS
   * in messages/registry.ts). None when absent.
   */
  isCatalogueAnswer?: (type: string) => boolean;
  /** The language the shop's answers are asked in now: stored with each (reference data is keyed by it). */
  language?: () => string;
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
    /** When one is written after events came; `schedule` when absent. */
    schedule?: (task: () => void) => void;
    onHistoryDamaged?: (fault: LogFault, kept: number) => void;
  };
}

export interface SessionLog<S> {
  /**
   * The stored log as a document, not yet decoded; or why it cannot even be parsed. The whole
   * chunks before the boot checkpoint's stay unparsed (`deferred`) unless `whole`.
   */
  read(whole?: 'whole'): ReadResult;
  /**
   * After a successful hydrate, or an area's catch-up: the decoded snapshot and events in
   * memory (storage already holds them), so compaction can fold them. The first `unverified`
   * events are as stored (a boot checkpoint covered them): they are decoded at idle moments,
   * and at once when anything needs the log (document, compaction). `deferred`: the whole
   * chunks among them boot did not parse (hydrate's), read as those checks reach them.
   */
  adopt(snapshot: Snapshot<S> | null, events: readonly Envelope[], unverified?: number | 'unchanged', deferred?: Deferred): void;
  /** Replaces the whole log, in memory and in storage (an area's unreadable events dropped). */
  rewrite(snapshot: Snapshot<S> | null, events: readonly Envelope[]): void;
  append(envelope: Envelope): void;
  /** The page is going away: the boot checkpoint is brought up to the live state, if it is behind (checkpointer.ts). */
  checkpointNow(): void;
  /**
   * The checkpoint boot stood on (`adopt` with covered events), as read, while the log still
   * stands on it: none after a rewrite, a compaction or damage found. An area it holds catches
   * up from its slices (catch-up.ts `checkpointSlices`).
   */
  bootCheckpoint(): unknown;
  /** Drop everything stored (a corrupt log, or the visitor starting over). */
  clear(): void;
  document(): LogDocument<S>;
  /**
   * The log as it is in memory, with only the events of `types` among those a boot checkpoint
   * covered decoded now; the others stay as stored for the idle verification (in a chunk boot
   * did not parse that holds none of `types`: `NOT_READ`, deferred-chunks.ts). For an area
   * catching up: it folds only those types. What it gives back to `adopt` keeps every entry at
   * its place, so the verification goes on where it was (`'unchanged'`).
   */
  documentFor(types: ReadonlySet<string>): LogDocument<S>;
  /** Characters the log's facts occupy in storage (keys and values). */
  size(): number;
  /** Characters the reference data beside it occupies (catalogue answers). */
  referenceSize(): number;
  /** `basket`: storage holds only the essential slices (it is too full for more); `memory`: nothing. */
  readonly mode: 'persistent' | 'basket' | 'memory';
}
