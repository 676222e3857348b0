/**
 * AppDeps for runtime and hook tests: the lead's `fakeAppDeps` (test/helpers/app-deps.ts),
 * with the fake clock and the Map-backed storage typed so tests can move time and look into
 * (or copy) what was stored.
 */
import { memoryStorage, type Random } from '../../src/bus/deps';
import type { AppDeps } from '../../src/engine/epics';
import { fakeAppDeps } from './app-deps';
import { type FakeClock, type MemoryStorage, fakeClock, sequentialRandom } from './fakes';

export type TestDeps = AppDeps & { clock: FakeClock; storage: MemoryStorage };

export function testDeps(overrides: { storage?: MemoryStorage; random?: Random; clock?: FakeClock } = {}): TestDeps {
  const clock = overrides.clock ?? fakeClock();
  const storage = overrides.storage ?? memoryStorage();
  return { ...fakeAppDeps({ clock, storage, random: overrides.random ?? sequentialRandom('id') }), clock, storage };
}
