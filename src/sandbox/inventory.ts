import type { SandboxState } from './state';

/**
 * Capacity keys name one bookable contingent:
 *   event:{eventId}:{poolId}:{YYYY-MM-DD HH:mm}   a timed or fixed slot (modes 1 and 5)
 *   event:{eventId}:{poolId}:period               a contingent valid until the event ends (mode 3)
 *   day:{YYYY-MM-DD}                              day tickets of one opening day
 *   tour:{tourId}:{YYYY-MM-DD HH:mm}              places on the tours of one start time
 * Only paid orders add to `taken`; what the fixtures pre-book is computed by the area modules.
 */
export function soldThroughSandbox(state: SandboxState, key: string): number {
  return state.taken.get(key) ?? 0;
}

export function addTaken(state: SandboxState, key: string, count: number): void {
  state.taken.set(key, soldThroughSandbox(state, key) + count);
}
