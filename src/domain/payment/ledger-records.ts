import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { defer, of, Subject, type Observable } from 'rxjs';

/**
 * The payment ledger's records and stores: what every tab of this browser knows of the others'
 * payments. A tab's sessionStorage is its own (a duplicate starts with a copy and then goes its
 * own way), so "this basket is being paid, or was paid, in another tab" travels through a store
 * all tabs share: localStorage and a BroadcastChannel in the browser (app/payment-ledger.ts), a
 * shared object in tests. Records hold ids only: tab, attempt, provider cart, basket lines,
 * booking. What a record means for this tab's payment is decided in ledger.ts, with the payment
 * area: the runtime starts the browser's store on every page and needs none of that.
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
