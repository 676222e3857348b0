/** One entry of QA's timeline: sequence number, time, type, a one-line summary, whether it is a failure. */
export interface TimelineEntry {
  seq: number;
  at: number;
  type: string;
  summary: string;
  /** Something failed or was refused here (`isFailure`): what QA looks for first. */
  failure: boolean;
}

/**
 * An error or a refusal: a load or a call that failed, a choice or a payment the shop or the
 * server refused, storage that gave out. A visitor's own "no" (cookies rejected, a payment
 * cancelled at the provider) is no failure.
 */
export function isFailure(type: string): boolean {
  if (type === 'CookiesRejected') return false;
  return /(Failed|Rejected|Refused)$/.test(type) || type === 'StorageUnavailable';
}

const SUMMARY_CHARS = 100;

/** The event's data on one line, cut at 100 characters (the whole entry is in the inspector). */
export function summarize(data: unknown): string {
  const text = JSON.stringify(data) ?? '';
  if (text === '{}') return '';
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text;
}

export function timelineOf(events: ReadonlyArray<{ type: string; data?: unknown; meta: { seq: number; at: number } }>): TimelineEntry[] {
  return events.map((e) => ({ seq: e.meta.seq, at: e.meta.at, type: e.type, summary: summarize(e.data), failure: isFailure(e.type) }));
}

/** "  12  2026-11-23 14:05:09.250  CartLineAdded  {…}", a failure marked "!": the CLI's `--list`. */
export function formatTimeline(entries: readonly TimelineEntry[]): string {
  const width = Math.max(3, ...entries.map((e) => String(e.seq).length));
  return entries
    .map((e) => {
      const time = new Date(e.at).toISOString().replace('T', ' ').replace('Z', '');
      return `${e.failure ? '!' : ' '} ${String(e.seq).padStart(width)}  ${time}  ${e.type}${e.summary ? `  ${e.summary}` : ''}`;
    })
    .join('\n');
}
