/**
 * The figures of the analysts' report (`npm run tracking:report`, docs/tracking.md "Reports and
 * analytics engines"): the purchase funnel, revenue, the items bought most and the consent
 * rate, from a stream already read (tracking-stream.ts). docs/tracking-funnel.sql is the same
 * funnel in SQL; a test holds the two to the same counts.
 */
import type { Stream, StreamEvent } from './tracking-stream';

/** GA4's purchase funnel, in its order, by the event names the stream sends. */
export const FUNNEL_STEPS = ['view_item_list', 'view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'] as const;

export interface FunnelStep {
  step: (typeof FUNNEL_STEPS)[number];
  /**
   * Sessions whose furthest step is this one or a later one. By the furthest step, not by every
   * step before it: a visitor who came to an event's page by a link saw no list, and a basket
   * without a shipping country sends no add_shipping_info, yet both may buy. The order of the
   * events does not count either: the checkout's beginning sends three events in one moment.
   */
  sessions: number;
  /** Sessions that sent this step's own event. */
  sessionsWithEvent: number;
  /** `sessions` over the step before's; null for the first step and after a step nobody reached. */
  conversion: number | null;
}

export interface Revenue {
  currency: string;
  purchases: number;
  /** The purchases' `value`, in cents; tax and shipping as the stream sends them beside it. */
  cents: number;
  taxCents: number;
  shippingCents: number;
}

export interface TopItem {
  id: string;
  /** The name the item last had in the stream (names are in one language per deployment). */
  name: string;
  currency: string;
  quantity: number;
  cents: number;
}

export interface Consent {
  /** Every session in the stream accepted: the stream holds nothing of a visitor who declined. */
  sessions: number;
  /** Visits counted without cookies (the web server's log, say), given by the analyst. */
  visits: number | null;
  rate: number | null;
}

export interface Figures {
  totals: { events: number; sessions: number; malformed: number; duplicates: number };
  funnel: FunnelStep[];
  revenue: Revenue[];
  topItems: TopItem[];
  consent: Consent;
}

export interface FigureOptions {
  visits: number | null;
  /** How many items the top list holds. */
  top: number;
}

const stepOf = new Map<string, number>(FUNNEL_STEPS.map((step, i) => [step, i]));

function funnelOf(events: readonly StreamEvent[]): FunnelStep[] {
  const furthest = new Map<string, number>();
  const withEvent = FUNNEL_STEPS.map(() => new Set<string>());
  for (const e of events) {
    const step = stepOf.get(e.event);
    if (step === undefined) continue;
    withEvent[step]?.add(e.sessionId);
    furthest.set(e.sessionId, Math.max(step, furthest.get(e.sessionId) ?? -1));
  }
  const reached = FUNNEL_STEPS.map((_, i) => [...furthest.values()].filter((f) => f >= i).length);
  return FUNNEL_STEPS.map((step, i) => {
    const before = i === 0 ? 0 : (reached[i - 1] ?? 0);
    const sessions = reached[i] ?? 0;
    return { step, sessions, sessionsWithEvent: withEvent[i]?.size ?? 0, conversion: before === 0 ? null : sessions / before };
  });
}

const purchases = (events: readonly StreamEvent[]) => events.filter((e) => e.event === 'purchase');

function revenueOf(events: readonly StreamEvent[]): Revenue[] {
  const byCurrency = new Map<string, Revenue>();
  for (const p of purchases(events)) {
    const r = byCurrency.get(p.currency) ?? { currency: p.currency, purchases: 0, cents: 0, taxCents: 0, shippingCents: 0 };
    byCurrency.set(p.currency, {
      ...r,
      purchases: r.purchases + 1,
      cents: r.cents + (p.valueCents ?? 0),
      taxCents: r.taxCents + (p.taxCents ?? 0),
      shippingCents: r.shippingCents + (p.shippingCents ?? 0),
    });
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

function topItemsOf(events: readonly StreamEvent[], top: number): TopItem[] {
  const byItem = new Map<string, TopItem>();
  for (const p of purchases(events)) {
    for (const item of p.items) {
      const key = `${p.currency} ${item.id}`;
      const t = byItem.get(key) ?? { id: item.id, name: item.name, currency: p.currency, quantity: 0, cents: 0 };
      byItem.set(key, { ...t, name: item.name, quantity: t.quantity + item.quantity, cents: t.cents + (item.priceCents ?? 0) * item.quantity });
    }
  }
  return [...byItem.values()].sort((a, b) => b.cents - a.cents || b.quantity - a.quantity || a.id.localeCompare(b.id)).slice(0, top);
}

export function figuresOf(stream: Stream, options: FigureOptions): Figures {
  const sessions = new Set(stream.events.map((e) => e.sessionId)).size;
  return {
    totals: { events: stream.events.length, sessions, malformed: stream.malformed.length, duplicates: stream.duplicates },
    funnel: funnelOf(stream.events),
    revenue: revenueOf(stream.events),
    topItems: topItemsOf(stream.events, options.top),
    consent: { sessions, visits: options.visits, rate: options.visits === null || options.visits === 0 ? null : sessions / options.visits },
  };
}
