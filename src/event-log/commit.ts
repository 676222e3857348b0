import type { Envelope } from './envelope';

/**
 * A live event with the state before and after it: what tracking (and anything else that
 * reacts to what changed) derives from. Generic in the state, so a consumer names only the
 * slices it reads and depends on no composition root.
 */
export interface Commit<S> {
  readonly envelope: Envelope;
  readonly before: S;
  readonly after: S;
}
