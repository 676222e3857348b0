import { concatMap, filter, from, map, tap, type Observable, type Subscription } from 'rxjs';
import type { NameShadow } from './names';
import type { TrackedCommit } from './spec';
import { TRACKING_SCHEMA_VERSION, type TrackedFact, type TrackingEvent } from './ga4';
import { trackingSpec } from './spec';

export type Sink = (event: TrackingEvent) => void;

/**
 * Live domain events → analytics events, only after cookie consent (checked on the state the
 * event produced, so the accepting click itself is the first thing allowed through). Replay
 * never reaches here: the runtime emits commits for live events only. A sink that throws is
 * isolated: the others still receive the event and the command that caused it is unharmed.
 */
export function trackingEvents(commit$: Observable<TrackedCommit>, context: TrackingContext): Observable<TrackingEvent> {
  const { names } = context;
  const toEvent = (c: TrackedCommit): TrackingEvent | null => {
    const { tab, seq, at } = c.envelope.meta;
    const fact = trackingSpec[c.envelope.type]?.(c, `${tab}:${seq}`) ?? null;
    return fact && withContext(fact, { session_id: tab, timestamp: new Date(at).toISOString(), language: context.lang });
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
        filter((c) => trackingSpec[c.envelope.type] != null),
        concatMap((c) => from(names.settled().then(() => toEvent(renamed(c, names))))),
      )
    : consented.pipe(map(toEvent));
  return events.pipe(filter((e): e is TrackingEvent => e !== null));
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

type DataLayerHost = { dataLayer?: unknown[] };

/**
 * What gtag() pushes: its arguments object, which Google's tag reads as a command (an array
 * would be read as a data layer message instead).
 */
function gtag(target: DataLayerHost, ...args: unknown[]): void {
  (target.dataLayer ??= []).push(argumentsOf(...args));
}

function argumentsOf(..._args: unknown[]): IArguments {
  return arguments;
}

/** We ask for statistics cookies only: advertising storage and signals stay denied whatever the choice. */
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

/**
 * Google Consent Mode v2 (docs/tracking.md "Consent"): everything denied by default before any
 * tag can read it, then an update on every choice (`analytics_storage` granted or denied),
 * including the one a reload restores.
 */
export function startConsentMode(target: DataLayerHost, commit$: Observable<TrackedCommit>, grantedAtStart: boolean): Subscription {
  gtag(target, 'consent', 'default', { ...DENIED, wait_for_update: 500 });
  if (grantedAtStart) gtag(target, 'consent', 'update', { analytics_storage: 'granted' });
  return commit$
    .pipe(filter((c) => c.envelope.type === 'CookiesAccepted' || c.envelope.type === 'CookiesRejected'))
    .subscribe((c) => gtag(target, 'consent', 'update', { analytics_storage: c.envelope.type === 'CookiesAccepted' ? 'granted' : 'denied' }));
}

/** GA4 via Google Tag Manager's dataLayer; clears the previous ecommerce object first, as GA4 asks. */
export function dataLayerSink(target: { dataLayer?: unknown[] }): Sink {
  return (event) => {
    target.dataLayer ??= [];
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
  };
}

/** Module mode: the host page receives the events (same shape) to forward to its own analytics. */
export function postMessageSink(parent: { postMessage(message: unknown, targetOrigin: string): void }, targetOrigin: string): Sink {
  return (event) => parent.postMessage({ source: 'foyer', type: 'tracking', event }, targetOrigin);
}

/** Where the session's tracking events survive a reload (they carry no personal data). */
export const TRACKING_KEY = 'foyer:tracking';

/** The part of session storage the export may take: the basket and the log come first. */
export interface TrackingStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Keeps what was tracked this session for the analysts' NDJSON export: the last `limit`
 * events in memory, and the newest of them that fit in `storedChars` under TRACKING_KEY, so a
 * reload does not empty the export (and the export never crowds out the event log). Stored
 * lines that are not JSON objects are skipped. When storage refuses (full, disabled), the
 * buffer gives up its key and goes on in memory: the log and the basket need the room more.
 */
export function ndjsonBuffer(limit = 1_000, storage?: TrackingStorage, storedChars = 64_000): { sink: Sink; toNdjson(): string } {
  const lines: string[] = storage ? readLines(storage).slice(-limit) : [];
  let persist = storage !== undefined;
  const text = (): string => lines.join('\n') + (lines.length ? '\n' : '');
  const stored = (): string => {
    let size = 0;
    let from = lines.length;
    while (from > 0 && size + (lines[from - 1]?.length ?? 0) + 1 <= storedChars) {
      from -= 1;
      size += (lines[from]?.length ?? 0) + 1;
    }
    return lines.slice(from).map((line) => `${line}\n`).join('');
  };
  return {
    sink: (event) => {
      lines.push(JSON.stringify(event));
      if (lines.length > limit) lines.splice(0, lines.length - limit);
      if (!persist || !storage) return;
      try {
        storage.setItem(TRACKING_KEY, stored());
      } catch {
        persist = false;
        try {
          storage.removeItem(TRACKING_KEY);
        } catch {
          // Nothing more to give back.
        }
      }
    },
    toNdjson: text,
  };
}

function readLines(storage: TrackingStorage): string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(TRACKING_KEY);
  } catch {
    return [];
  }
  return (raw ?? '').split('\n').filter((line) => {
    if (line.trim() === '') return false;
    try {
      const value: unknown = JSON.parse(line);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  });
}
