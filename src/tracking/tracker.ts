import { filter, map, type Observable, type Subscription } from 'rxjs';
import type { Commit } from '../app/runtime';
import type { TrackingEvent } from './ga4';
import { trackingSpec } from './spec';

export type Sink = (event: TrackingEvent) => void;

/**
 * Live domain events → analytics events, only after cookie consent (checked on the state the
 * event produced, so the accepting click itself is the first thing allowed through). Replay
 * never reaches here: the runtime emits commits for live events only. A sink that throws is
 * isolated: the others still receive the event and the command that caused it is unharmed.
 */
export function trackingEvents(commit$: Observable<Commit>): Observable<TrackingEvent> {
  return commit$.pipe(
    filter((c) => c.after.ui.cookiesAccepted),
    map((c) => trackingSpec[c.envelope.type]?.(c, `${c.envelope.meta.tab}:${c.envelope.meta.seq}`) ?? null),
    filter((e): e is TrackingEvent => e !== null),
  );
}

export function startTracking(commit$: Observable<Commit>, sinks: readonly Sink[]): Subscription {
  return trackingEvents(commit$).subscribe((event) => {
    for (const sink of sinks) {
      try {
        sink(event);
      } catch (error) {
        console.warn('Foyer: a tracking sink failed', error);
      }
    }
  });
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

/** Keeps what was tracked this session for the analysts' NDJSON export. */
export function ndjsonBuffer(limit = 5_000): { sink: Sink; toNdjson(): string } {
  const events: TrackingEvent[] = [];
  return {
    sink: (event) => {
      events.push(event);
      if (events.length > limit) events.shift();
    },
    toNdjson: () => events.map((e) => JSON.stringify(e)).join('\n') + (events.length ? '\n' : ''),
  };
}
