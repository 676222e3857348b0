/**
 * `npm run bench:log`: what one complete guided-tour booking writes to the event log, against
 * the sandbox over HTTP with the real API client (ARCHITECTURE.md: ≤ 4,000 characters). The
 * visitor opens the tours list, then a group tour, chooses tours, tickets and answers, and adds
 * the booking to the basket. Prints the total and the share of each event type; exits non-zero
 * over budget.
 */
import { bookGroupTour303, withSandboxRuntime } from '../helpers/sandbox-runtime';

const BUDGET = 4_000;

async function main(): Promise<void> {
  const document = await withSandboxRuntime({}, async (runtime) => {
    await bookGroupTour303(runtime);
    return runtime.log.document();
  });
  const total = JSON.stringify(document).length;
  const byType = new Map<string, number>();
  for (const e of document.events) byType.set(e.type, (byType.get(e.type) ?? 0) + JSON.stringify(e).length + 1);
  console.log(`One complete tour booking: ${document.events.length} events, ${total.toLocaleString('en')} characters  budget ${BUDGET.toLocaleString('en')}`);
  for (const [type, chars] of [...byType].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(chars).padStart(6)}  ${((100 * chars) / total).toFixed(0).padStart(3)} %  ${type}`);
  }
  if (total > BUDGET) {
    console.error('over budget');
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
