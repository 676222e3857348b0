/**
 * A runtime with every area against the sandbox over HTTP, with the real API client, on the
 * sandbox's fixed Tuesday morning: what the scripts that drive a visit in Node share
 * (`npm run bench:log`, `npm run tracking:sample`).
 */
import { filter, firstValueFrom, timeout } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { createRuntime, type Runtime } from '../../src/engine/runtime';
import { referenceNames } from '../../src/app/tracking-names';
import type { RootState } from '../../src/engine/root-state';
import { allAreas } from '../../src/app/areas/all';
import { clockAt, startTestServer, TUESDAY_MORNING } from '../../src/sandbox/test-support';
import { testDeps, type TestDeps } from './runtime-deps';
import { fakeClock } from './fakes';
import { GROUP_TOUR_303_BOOKING } from './tours';

/** The state once `predicate` holds (10 s at most). */
export const until = (runtime: Runtime, predicate: (s: RootState) => boolean): Promise<RootState> =>
  firstValueFrom(runtime.state$.pipe(filter(predicate), timeout({ first: 10_000 })));

/** Runs `visit` with a fresh sandbox and runtime; the server stops afterwards, whatever happens. */
export async function withSandboxRuntime<T>(deps: Partial<TestDeps>, visit: (runtime: Runtime) => Promise<T>): Promise<T> {
  const server = await startTestServer(clockAt(TUESDAY_MORNING));
  try {
    const api = createApiClient({ base: `${server.url}/api/`, getLang: () => 'en', getToken: () => null });
    // The reference names, learned from every answer as in the browser (app/start-runtime.ts).
    const base = testDeps({ clock: fakeClock(TUESDAY_MORNING.getTime()), ...deps });
    const named = referenceNames(api, base.storage, 'en');
    const runtime = createRuntime({ areas: allAreas, deps: { ...base, api: named.api, names: { store: named.store, lang: 'en' } } });
    try {
      return await visit(runtime);
    } finally {
      runtime.stop();
    }
  } finally {
    await server.close();
  }
}

/** The tours list, then group tour 303 booked on its next date with every question answered, into the basket. */
export async function bookGroupTour303(runtime: Runtime): Promise<void> {
  const lines = runtime.state$.value.cart.lines.length;
  runtime.dispatch({ type: 'OpenTourList' });
  await until(runtime, (s) => s.tourList.listStatus === 'loaded');
  runtime.dispatch({ type: 'OpenTour', tourId: 303 });
  await until(runtime, (s) => s.tourForm.time !== null && s.tourForm.context.schedule?.date === s.tourForm.date);
  for (const command of GROUP_TOUR_303_BOOKING) runtime.dispatch(command);
  runtime.dispatch({ type: 'AddTourToBasket' });
  await until(runtime, (s) => s.cart.lines.length === lines + 1);
}
