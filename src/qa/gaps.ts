/**
 * Entries missing from a log: the events after the snapshot (all of them, without one) follow
 * each other seq by seq from the snapshot's seq + 1 (from 1 without one). A seq skipped means an
 * entry was lost (edited out, a chunk that did not survive): the log still replays, but what
 * follows may not be what the visitor saw, so the CLI and the workbench both say so. Events kept
 * from before the snapshot (for parts that lag, document.ts) are not checked: they are a
 * selection by design.
 */
export interface SeqGap {
  /** The first and last seq missing. */
  readonly from: number;
  readonly to: number;
}

type Entry = { readonly meta: { readonly seq: number } };

export function seqGaps(log: { readonly snapshot?: { readonly seq: number } | null; readonly events: readonly Entry[] }): SeqGap[] {
  const base = log.snapshot?.seq ?? 0;
  const gaps: SeqGap[] = [];
  let previous = base;
  for (const { meta } of log.events) {
    if (meta.seq <= base) continue;
    if (meta.seq > previous + 1) gaps.push({ from: previous + 1, to: meta.seq - 1 });
    previous = Math.max(previous, meta.seq);
  }
  return gaps;
}

/** "seq 21" or "seqs 21–23": how the CLI and the workbench name a gap. */
export const gapText = (gap: SeqGap): string => (gap.from === gap.to ? `seq ${gap.from}` : `seqs ${gap.from}–${gap.to}`);
