/**
 * A real runtime (log, fold, epics) wired to a fake API, for the shop areas' epic suites:
 * commands go in, and a test reads the events that came out and the state they folded into.
 */
import { createRuntime } from '../../src/engine/runtime';
import type { AppEpic } from '../../src/engine/epics';
import type { Envelope } from '../../src/event-log/envelope';
import type { DomainEvent } from '../../src/messages';
import { cartEpic } from '../../src/domain/cart/epics';
import { fakeApi } from './fake-api';
import { testDeps } from './runtime-deps';
import { type FakeClock, type MemoryStorage, fakeClock, sequentialRandom } from './fakes';
import { allAreas } from '../../src/app/areas/all';

type Replies = Parameters<typeof fakeApi>[0];

export function shopRuntime(options: {
  replies?: Replies;
  epics: Record<string, AppEpic>;
  clock?: FakeClock;
  storage?: MemoryStorage;
  auth?: { token: string | null; customer: unknown };
  /** The configuration's default shipping country. */
  defaultCountry?: string;
  /** A client of its own for the list cards' lookups (`deps.lookups`); `api` serves them when absent. */
  lookups?: Replies;
}) {
  const fake = fakeApi(options.replies ?? {});
  const lookups = options.lookups ? fakeApi(options.lookups) : null;
  const base = testDeps({ clock: options.clock ?? fakeClock(), random: sequentialRandom('id'), ...(options.storage ? { storage: options.storage } : {}) });
  const auth = options.auth ?? { token: null, customer: null };
  const deps = {
    ...base,
    api: fake.api,
    ...(lookups ? { lookups: lookups.api } : {}),
    auth: { ...base.auth, current: () => auth as { token: string | null; customer: null } },
    defaultCountry: () => options.defaultCountry ?? null,
  };
  const runtime = createRuntime({ areas: allAreas, deps, epics: { cart: cartEpic, ...options.epics } });
  const seen: Envelope[] = [];
  runtime.event$.subscribe((e) => seen.push(e));
  return {
    runtime,
    deps,
    calls: fake.calls,
    lookupCalls: lookups?.calls ?? [],
    dispatch: runtime.dispatch,
    state: () => runtime.state$.value,
    /** The domain events since the runtime started (type and data). */
    events: (): DomainEvent[] => seen.map(({ type, data }) => ({ type, data }) as DomainEvent),
    types: (): string[] => seen.map((e) => e.type),
  };
}
