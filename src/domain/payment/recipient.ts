import type { KeyValueStorage } from '../../bus/deps';

/**
 * Where a booked order's confirmation goes: the customer's (or guest's) e-mail address, for the
 * success page. It is personal data, so it stays out of the event log (and so out of capsules
 * and tracking): this tab's session storage keeps it beside the booking number it belongs to. A
 * guest's details are forgotten right after the booking; this is how the page can still say it.
 */
export const RECIPIENT_KEY = 'foyer:confirmation-to';

export function keepRecipient(storage: KeyValueStorage, bookingId: string, email: string | null): void {
  try {
    if (email === null || email.trim() === '') storage.removeItem(RECIPIENT_KEY);
    else storage.setItem(RECIPIENT_KEY, JSON.stringify({ bookingId, email: email.trim() }));
  } catch {
    /* the success page then only says a confirmation is on its way */
  }
}

/** The address kept for this booking, or null (another booking's, none, or unreadable). */
export function recipientOf(storage: KeyValueStorage, bookingId: string): string | null {
  try {
    const stored = JSON.parse(storage.getItem(RECIPIENT_KEY) ?? 'null') as { bookingId?: unknown; email?: unknown } | null;
    return stored !== null && typeof stored === 'object' && stored.bookingId === bookingId && typeof stored.email === 'string' ? stored.email : null;
  } catch {
    return null;
  }
}
