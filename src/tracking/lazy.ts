import type { Observable, Subscription } from 'rxjs';
import { Subject } from 'rxjs';
import type { TrackedCommit } from './spec';
import type { Sink } from './sinks';
import type { TrackingContext } from './tracker';

type TrackerModule = Pick<typeof import('./tracker'), 'startTracking'>;

/**
 * Tracking's mapping (the GA4 funnel, the event table, the names in the tracking language)
 * loads only once the visitor has agreed to statistics: a visitor who declines, or has not
 * chosen yet, never downloads it (the performance budget of a first visit). The commits made
 * while it loads wait in order, so nothing is lost and nothing changes place; the mapping
 * itself still reads consent on each commit.
 */
export function startTrackingWhenConsented(
  commit$: Observable<TrackedCommit>,
  sinks: readonly Sink[],
  context: TrackingContext,
  load: () => Promise<TrackerModule>,
): Subscription {
  const waiting: TrackedCommit[] = [];
  let live: Subject<TrackedCommit> | null = null;
  let loading = false;
  return commit$.subscribe((commit) => {
    if (live) return live.next(commit);
    if (!commit.after.ui.cookiesAccepted) return;
    waiting.push(commit);
    if (loading) return;
    loading = true;
    load().then(
      (tracker) => {
        const target = new Subject<TrackedCommit>();
        tracker.startTracking(target, sinks, context);
        live = target;
        for (const c of waiting.splice(0)) target.next(c);
      },
      (error: unknown) => {
        // Without its code there is nothing to send; the shop goes on (the next consented commit tries again).
        console.warn('Foyer: tracking could not load', error);
        loading = false;
        waiting.length = 0;
      },
    );
  });
}
