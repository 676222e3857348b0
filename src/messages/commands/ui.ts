import type { MessageClass } from '../message-class';

export type ShowMessage = {
  type: 'ShowMessage';
  key: string;
  params?: Record<string, string | number>;
  className: MessageClass;
  /** Clear automatically after this long; null keeps it until dismissed. */
  timeoutMs?: number | null;
};
export type DismissMessage = { type: 'DismissMessage'; messageId: string };
export type AcceptCookies = { type: 'AcceptCookies' };
/** Declines analytics cookies, or withdraws an acceptance. */
export type RejectCookies = { type: 'RejectCookies' };
/** The shell shows a route's screen: params without secrets (see RouteVisited). */
export type VisitRoute = { type: 'VisitRoute'; route: string; params: Record<string, string> };

/** An entry chosen on a catalogue list (recorded for the analysts' select_item). */
export type SelectItem = { type: 'SelectItem'; list: string; index: number; itemId: number; category: 'ticket' | 'guidedTour' | 'merchandise' | 'annualPass' | 'voucher' };

export type UiCommand = ShowMessage | DismissMessage | AcceptCookies | RejectCookies | VisitRoute | SelectItem;
