/**
 * The log model over the parts loaded so far and what works on it: the fold (log-model.ts),
 * compaction that keeps what an unloaded part needs (compact.ts), a part's catch-up and the log
 * without a part (catch-up.ts). One import for the session log, hydrate and the runtime.
 */
export * from './log-model';
export * from './compact';
export * from './catch-up';
