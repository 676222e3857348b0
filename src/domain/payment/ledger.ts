import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { defer, of, Subject, type Observable } from 'rxjs';
import type { EventOf } from '../../messages';
import { payableLines } from './decide';
import { FINAL, type PaymentAttempt, type PaymentState } from './read-model';
import type { CartLine } from '../../messages';

/**
 * The payment ledger: what every tab of this browser knows of the others' payments. A tab's
 * sessionStorage is its own (a duplicate starts with a copy and then goes its own way), so
 * "this basket is being paid, or was paid, in another tab" travels through a store all tabs
 * share: localStorage and a BroadcastChannel in the browser (app/payment-ledger.ts), a shared
 * object in tests. Records hold ids only: tab, attempt, provider cart, basket lines, booking.
 */

export const LedgerState = t.keyof({ underWay: null, paid: null, ended: null }, 'LedgerState');
export type LedgerState = t.TypeOf<typeof LedgerState>;

export const LedgerRecord = t.strict(
  {
    /** The tab whose payment this is. */
    tab: t.string,
    /** The tab that wrote the record: another one when it took the payment over. */
    by: t.string,
    attemptId: t.string,
    cartId: t.union([t.string, t.null]),
    lineIds: t.array(t.string),
    state: LedgerState,
    bookingId: t.union([t.string, t.null]),
    /** Epoch milliseconds of the write (the injected clock). */
    at: t.number,
  },
  'LedgerRecord',
);
export type LedgerRecord = t.TypeOf<typeof LedgerRecord>;

export interface PaymentLedger {
  /** Every record this browser holds, oldest first. */
  records(): LedgerRecord[];
  /** Stores a record (replacing the one of the same tab and attempt) and tells the other tabs. */
  write(record: LedgerRecord): void;
  /**
   * Check-and-write, atomic across tabs where the browser can lock (Web Locks): `conflict`
   * sees every record; when it finds none, `record` is written. Emits the conflict, if any, once.
   */
  claim(record: LedgerRecord, conflict: (records: readonly LedgerRecord[]) => LedgerRecord | null): Observable<LedgerRecord | null>;
  /** Records other tabs write, as they arrive. */
  readonly changes$: Observable<LedgerRecord>;
}

/** An under-way record older than this is a tab that was closed at the provider: it claims nothing any more. */
export const UNDER_WAY_LIMIT_MS = 60 * 60_000;
/** Records older than this are dropped on the next write. */
export const KEPT_MS = 24 * 60 * 60_000;

/** Reads stored records, dropping whatever does not decode (storage is the visitor's to edit). */
export function readRecords(value: unknown): LedgerRecord[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const decoded = LedgerRecord.decode(entry);
    return isRight(decoded) ? [decoded.right] : [];
  });
}

/** The records after `record` was written: the same tab and attempt replaced, the old dropped. */
export function upsert(records: readonly LedgerRecord[], record: LedgerRecord, now: number): LedgerRecord[] {
  return [...records.filter((r) => !(r.tab === record.tab && r.attemptId === record.attemptId) && now - r.at < KEPT_MS), record];
}

const overlaps = (a: readonly string[], b: ReadonlySet<string>): boolean => a.some((id) => b.has(id));

/**
 * Another tab's payment of any of `lineIds` that is still on its way, or that booked them (but
 * not a booking the visitor chose to order again: `reopened`, its booking ids).
 */
export function conflictFor(records: readonly LedgerRecord[], tab: string, lineIds: readonly string[], now: number, reopened: ReadonlySet<string> = new Set()): LedgerRecord | null {
  const mine = new Set(lineIds);
  return (
    records.find((r) => r.tab !== tab && r.state === 'paid' && !(r.bookingId !== null && reopened.has(r.bookingId)) && overlaps(r.lineIds, mine)) ??
    records.find((r) => r.tab !== tab && r.state === 'underWay' && now - r.at < UNDER_WAY_LIMIT_MS && overlaps(r.lineIds, mine)) ??
    null
  );
}

/** Another tab's booking of any of `lineIds`, unless the visitor chose to order them again (`reopened`: booking ids). */
export const paidElsewhere = (records: readonly LedgerRecord[], tab: string, lineIds: readonly string[], reopened: ReadonlySet<string> = new Set()): LedgerRecord | null =>
  records.find((r) => r.tab !== tab && r.state === 'paid' && !(r.bookingId !== null && reopened.has(r.bookingId)) && overlaps(r.lineIds, new Set(lineIds))) ?? null;

/** The booking ids whose lines the visitor chose to order again. */
export const reopenedBookings = (payment: PaymentState): ReadonlySet<string> =>
  new Set(payment.booked.flatMap((b) => (b.reopened && b.bookingId !== null ? [b.bookingId] : [])));

type Seen = EventOf<'PaymentSeenElsewhere'>['data'];

/** A record as this tab's fact (`PaymentSeenElsewhere`'s payload): who wrote it and when stay out. */
export const seenOf = (record: LedgerRecord): Seen => ({
  tab: record.tab,
  attemptId: record.attemptId,
  cartId: record.cartId,
  lineIds: record.lineIds,
  state: record.state,
  bookingId: record.bookingId,
});

/**
 * What a record tells this tab that its state does not know yet, as the payload of a
 * `PaymentSeenElsewhere` fact; null when it is about nothing this basket holds, or known.
 */
export function newsOf(record: LedgerRecord, payment: PaymentState, lines: readonly CartLine[], tab: string, now: number): Seen | null {
  const seen = seenOf(record);
  const attempt: PaymentAttempt | null = payment.attempt;
  if (record.tab === tab) {
    // Only news about this tab's own payment: another tab ended it (the visitor paid there instead).
    const takenOver = record.by !== tab && record.state === 'ended' && attempt !== null && attempt.tab === tab && attempt.id === record.attemptId && !FINAL.has(attempt.stage);
    return takenOver ? seen : null;
  }
  const held = new Set(payableLines(lines).map((l) => l.lineId));
  if (!overlaps(record.lineIds, held)) return null;
  switch (record.state) {
    case 'paid':
      return record.bookingId !== null && payment.booked.some((b) => b.bookingId === record.bookingId) ? null : seen;
    case 'underWay': {
      const known = payment.elsewhere?.tab === record.tab && payment.elsewhere.attemptId === record.attemptId && payment.elsewhere.cartId === record.cartId;
      return known || now - record.at >= UNDER_WAY_LIMIT_MS ? null : seen;
    }
    case 'ended':
      return payment.elsewhere?.tab === record.tab && payment.elsewhere.attemptId === record.attemptId ? seen : null;
  }
}

/** The ledger state of this tab's attempt, as the other tabs should see it. */
export function ledgerStateOf(attempt: PaymentAttempt): LedgerState | null {
  switch (attempt.stage) {
    case 'initiating':
    case 'redirected':
    case 'returned':
    case 'executing':
    case 'uncertain':
    case 'canceling':
      return 'underWay';
    case 'paid':
      return 'paid';
    case 'refused':
    case 'failed':
    case 'canceled':
      return 'ended';
    case 'gone':
      // Gone after an exec whose answer was lost means booked (read-model.ts); else timed out.
      return attempt.execs > 1 ? 'paid' : 'ended';
  }
}

/**
 * A ledger in memory, shared by the tabs a test opens (`hub.ledger()` per tab): writes reach
 * the other tabs' `changes$` at once, never the writer's own. Claims are atomic (one thread).
 */
export function ledgerHub(now: () => number = () => Date.now()): { ledger(): PaymentLedger; readonly records: readonly LedgerRecord[] } {
  let records: LedgerRecord[] = [];
  const tabs = new Set<Subject<LedgerRecord>>();
  return {
    get records() {
      return records;
    },
    ledger(): PaymentLedger {
      const own = new Subject<LedgerRecord>();
      tabs.add(own);
      const write = (record: LedgerRecord): void => {
        records = upsert(records, record, now());
        for (const tab of tabs) if (tab !== own) tab.next(record);
      };
      return {
        records: () => records,
        write,
        claim: (record, conflict) =>
          defer(() => {
            const found = conflict(records);
            if (!found) write(record);
            return of(found);
          }),
        changes$: own.asObservable(),
      };
    },
  };
}

/** A browser without shared storage: each tab knows only itself (the server's 410 is the last guard). */
export function soloLedger(): PaymentLedger {
  return ledgerHub().ledger();
}
