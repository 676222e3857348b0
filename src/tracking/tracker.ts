import { concatMap, filter, from, map, tap, type Observable, type Subscription } from 'rxjs';
import type { Sink } from './sinks';
import type { NameShadow } from './names';
import type { TrackedCommit } from './spec';
import { TRACKING_SCHEMA_VERSION, type TrackedFact, type TrackingEvent } from './ga4';
import { isTracked, trackedFacts } from './spec';
import { withLineNames } from './line-names';
import type { NameLookup } from '../domain/cart/names';

/**
 * Live domain events → analytics events, only after cookie consent (checked on the state the
 * event produced, so the accepting click itself is the first thing allowed through). Replay
 * never reaches here: the runtime emits commits for live events only. A sink that throws is
 * isolated: the others still receive the event and the command that caused it is unharmed.
 */
export function trackingEvents(commit$: Observable<TrackedCommit>, context: TrackingContext): Observable<TrackingEvent> {
  const { names } = context;
  const toEvents = (commit: TrackedCommit): readonly TrackingEvent[] => {
    // Only what becomes an event is named: every other commit passes by untouched.
    if (!isTracked(commit.envelope.type)) return [];
    // Lines are named first (by id, tracking language first), then what is still in the
    // visitor's language is renamed (names.ts).
    const lined = context.lineNames ? withLineNames(commit, context.lineNames()) : commit;
    const c = names ? renamed(lined, names) : lined;
    const { tab, seq, at } = c.envelope.meta;
    return trackedFacts(c, `${tab}:${seq}`).map((fact) => withContext(withPaymentName(fact, context.paymentTypeName), { session_id: tab, timestamp: new Date(at).toISOString(), language: context.lang }));
  };
  const consented = commit$.pipe(
    // Consent also lets the names in the tracking language be asked for (names.ts).
    tap((c) => c.after.ui.cookiesAccepted && names?.enable()),
    filter((c) => c.after.ui.cookiesAccepted),
  );
  // Without a second language the mapping is synchronous; with one, each event waits (in order)
  // until the names it may need have arrived, or the wait ran out.
  const events = names
    ? consented.pipe(
        filter((c) => isTracked(c.envelope.type)),
        concatMap((c) => from(names.settled().then(() => toEvents(c)))),
      )
    : consented.pipe(map(toEvents));
  return events.pipe(concatMap((list) => from(list)));
}

/** The slices tracking reads, with their catalogue names in the tracking language. */
function renamed(c: TrackedCommit, names: NameShadow): TrackedCommit {
  const { renameAll } = names.book;
  const slices = (s: TrackedCommit['after']): TrackedCommit['after'] => ({ ...s, cart: renameAll(s.cart), ...(s.events ? { events: renameAll(s.events) } : {}) });
  return { envelope: renameAll(c.envelope), before: slices(c.before), after: slices(c.after) };
}

/**
 * What every event carries besides its fact: the shop's language (the rest comes from the
 * envelope), and where the visitor's language is not the tracking language, the names in it.
 */
export interface TrackingContext {
  lang: string;
  names?: NameShadow;
  /** The reference names for item names: the tracking language's, then the visitor's (line-names.ts). */
  lineNames?: () => NameLookup;
  /** A payment type's name in the tracking language (the payment types answer holds every language's). */
  paymentTypeName?: (payart: number) => string | undefined;
}

/**
 * GA4's `payment_type` is the method's name ("Credit card"), in the tracking language: the
 * mapping knows the payart id only (spec.ts), the name is the payment types' reference data.
 * Where it is not known, the id stays.
 */
function withPaymentName(fact: TrackedFact, name: TrackingContext['paymentTypeName']): TrackedFact {
  const id = fact.ecommerce.payment_type;
  const named = id !== undefined && name ? name(Number(id)) : undefined;
  return named === undefined ? fact : { ...fact, ecommerce: { ...fact.ecommerce, payment_type: named } };
}

/** The stream's fields in a fixed order: the event and its id, the schema, the session, time and language, then the data. */
const withContext = (fact: TrackedFact, context: Pick<TrackingEvent, 'session_id' | 'timestamp' | 'language'>): TrackingEvent => ({
  event: fact.event,
  event_id: fact.event_id,
  schema_version: TRACKING_SCHEMA_VERSION,
  ...context,
  ecommerce: fact.ecommerce,
});

export function startTracking(commit$: Observable<TrackedCommit>, sinks: readonly Sink[], context: TrackingContext): Subscription {
  return trackingEvents(commit$, context).subscribe((event) => {
    for (const sink of sinks) {
      try {
        sink(event);
      } catch (error) {
        console.warn('Foyer: a tracking sink failed', error);
      }
    }
  });
}

// The sinks and Consent Mode load with the shop; this mapping loads once tracking may run (lazy.ts).
export { dataLayerSink, ndjsonBuffer, postMessageSink, TRACKING_KEY, type Sink, type TrackingStorage } from './sinks';
export { startConsentMode } from './consent-mode';
