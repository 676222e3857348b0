import type { CartLine } from '../../messages';

interface Intended {
  lineId: unknown;
  totalCount: unknown;
  /** A voucher code's, for the one rule the basket has always had (never one code twice). */
  barcode?: unknown;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const intended = (line: unknown): Intended => {
  const { lineId, totalCount, type, barcode } = record(line);
  return type === 'voucherCode' ? { lineId, totalCount, barcode } : { lineId, totalCount };
};
/** A second add of one voucher code was never in any basket the visitor saw: not meant, so not lost. */
const withLine = (lines: Intended[], line: Intended): Intended[] =>
  line.barcode !== undefined && lines.some((l) => l.barcode === line.barcode) ? lines : [...lines, line];

/**
 * The basket a stored log meant, read leniently (nothing decoded, nothing refused): the
 * snapshot's lines, then every add, change, removal and clear after it, then the entries past
 * the damage (`beyond`). What the restore could not bring back is measured against it.
 */
export function intendedBasket(doc: unknown, beyond: readonly unknown[]): Intended[] {
  const snapshot = record(record(doc).snapshot);
  const after = typeof snapshot.seq === 'number' ? snapshot.seq : Number.NEGATIVE_INFINITY;
  let lines: Intended[] = list(record(record(snapshot.state).cart).lines).map(intended);
  const events = [...list(Array.isArray(doc) ? doc : record(doc).events), ...beyond];
  for (const entry of events) {
    const { type, data, meta } = record(entry);
    const seq = record(meta).seq;
    // Kept for an area not loaded when the snapshot was taken: already in the snapshot's basket.
    if (typeof seq === 'number' && seq <= after) continue;
    const payload = record(data);
    switch (type) {
      case 'CartLineAdded':
        lines = withLine(lines, intended(payload.line));
        break;
      case 'LegacyCartImported':
        lines = list(payload.lines).map(intended).reduce(withLine, lines);
        break;
      case 'CartLineChanged': {
        const changed = intended(payload.line);
        lines = lines.map((l) => (l.lineId === changed.lineId ? changed : l));
        break;
      }
      case 'CartLineCountChanged':
        lines = lines.map((l) => (l.lineId === payload.lineId ? { ...l, totalCount: payload.count } : l));
        break;
      case 'CartLineRemoved':
        lines = lines.filter((l) => l.lineId !== payload.lineId);
        break;
      case 'CartCleared':
        lines = [];
        break;
      default:
        break;
    }
  }
  return lines;
}

/**
 * The stored document as far as its basket goes when a boot checkpoint covered its first
 * `covered` entries: the checkpoint stands in for them as a snapshot (its basket is what they
 * meant; they are checked after boot) and only the entries after it are walked. A log at its
 * budget holds thousands of basket events: walking them all took 10 ms of the boot's task.
 */
export function afterCheckpoint(doc: unknown, checkpoint: unknown, covered: number): unknown {
  return { snapshot: checkpoint, events: list(Array.isArray(doc) ? doc : record(doc).events).slice(covered) };
}

/**
 * How many lines of the basket the stored log meant are not in the restored basket as the log
 * left them: missing (the damage cut them off, or the basket's door refused them on replay) or
 * with another count. Each restored line answers for one meant line only (a repeated lineId).
 */
export function linesLost(doc: unknown, beyond: readonly unknown[], restored: readonly CartLine[]): number {
  const unmatched = [...restored];
  let lost = 0;
  for (const line of intendedBasket(doc, beyond)) {
    const at = unmatched.findIndex((r) => r.lineId === line.lineId && r.totalCount === line.totalCount);
    if (at < 0) lost += 1;
    else unmatched.splice(at, 1);
  }
  return lost;
}
