import type { EventOf } from '../../messages';
import { payableLines } from './decide';
import { FINAL, type PaymentAttempt, type PaymentState } from './read-model';
import type { CartLine } from '../../messages';
import { UNDER_WAY_LIMIT_MS, type LedgerRecord, type LedgerState } from './ledger-records';

/**
 * What the ledger's records (ledger-records.ts) mean for this tab's payment: another tab's
 * payment in the way of a claim, a booking made elsewhere, the news a record brings, and how this
 * tab's attempt is written for the others. The payment area's epics decide with these.
 */

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
