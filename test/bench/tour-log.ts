/**
 * `npm run bench:log`: what one complete guided-tour booking writes to the event log, against
 * the sandbox over HTTP with the real API client (ARCHITECTURE.md: ≤ 4,000 characters). The
 * visitor opens the tours list, then a group tour, chooses tours, tickets and answers, and adds
 * the booking to the basket. Prints the total and the share of each event type; exits non-zero
 * over budget.
 */
import { filter, firstValueFrom, timeout } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { createRuntime, type Runtime } from '../../src/app/runtime';
import type { RootState } from '../../src/app/read-models';
import { allAreas } from '../../src/app/areas/all';
import { clockAt, startTestServer, TUESDAY_MORNING } from '../../src/sandbox/test-support';
import { testDeps } from '../helpers/runtime-deps';
import { fakeClock } from '../helpers/fakes';
import { GROUP_TOUR_303_BOOKING } from '../helpers/tours';

const BUDGET = 4_000;

const until = (runtime: Runtime, predicate: (s: RootState) => boolean) =>
  firstValueFrom(runtime.state$.pipe(filter(predicate), timeout({ first: 10_000 })));

async function main(): Promise<void> {
  const server = await startTestServer(clockAt(TUESDAY_MORNING));
  try {
    const api = createApiClient({ base: `${server.url}/api/`, getLang: () => 'en', getToken: () => null });
    const runtime = createRuntime({ areas: allAreas, deps: { ...testDeps({ clock: fakeClock(TUESDAY_MORNING.getTime()) }), api } });
    runtime.dispatch({ type: 'OpenTourList' });
    await until(runtime, (s) => s.tourList.listStatus === 'loaded');
    runtime.dispatch({ type: 'OpenTour', tourId: 303 });
    await until(runtime, (s) => s.tourForm.time !== null && s.tourForm.context.schedule?.date === s.tourForm.date);
    for (const command of GROUP_TOUR_303_BOOKING) runtime.dispatch(command);
    runtime.dispatch({ type: 'AddTourToBasket' });
    await until(runtime, (s) => s.cart.lines.length === 1);
    runtime.stop();

    const events = runtime.log.document().events;
    const total = JSON.stringify(runtime.log.document()).length;
    const byType = new Map<string, number>();
    for (const e of events) byType.set(e.type, (byType.get(e.type) ?? 0) + JSON.stringify(e).length + 1);
    console.log(`One complete tour booking: ${events.length} events, ${total.toLocaleString('en')} characters  budget ${BUDGET.toLocaleString('en')}`);
    for (const [type, chars] of [...byType].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${String(chars).padStart(6)}  ${((100 * chars) / total).toFixed(0).padStart(3)} %  ${type}`);
    }
    if (total > BUDGET) {
      console.error('over budget');
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
