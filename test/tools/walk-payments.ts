/**
 * `npm run walk:payments [-- --runs N] [--seed S]`: the payment walks of test/model/payment-walk.ts
 * (several tabs of one visitor paying one basket against the sandbox: clicks on Pay and the
 * wallets at any moment, slow provider pages, reload, Back and Forward on return pages, a
 * duplicated tab, lost exec answers) run outside Jest, with the tally printed as a table.
 * Exit 0 when every walk kept the four rules, 1 with the shrunk failing walk otherwise.
 */
import { walks, type WalkResult } from '../model/payment-walk';

const RULES = ['one booking per basket', 'every approval booked or explained', 'one live payment per order', 'every page ends in a clear state'] as const;

function option(name: string): number | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 1) {
    console.error(`${name} takes a whole number ≥ 1`);
    process.exit(64);
  }
  return value;
}

function table(rows: readonly (readonly [string, string | number])[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${String(value).padStart(7)}`).join('\n');
}

async function main(): Promise<void> {
  const runs = option('--runs') ?? 200;
  const seed = option('--seed') ?? Date.now() % 2 ** 31;
  // Lost and garbled exec answers are part of the walk: the client's decode errors are expected.
  let decodeErrors = 0;
  console.error = () => void (decodeErrors += 1);
  const started = Date.now();
  const { runs: ran, results, failure } = await walks(runs, seed);
  const sum = (pick: (r: WalkResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const broken = (rule: string) => results.filter((r) => r.violations.some((v) => v.rule === rule)).length;
  process.stdout.write(
    `${table([
      ['walks', ran],
      ['seed', seed],
      ['actions', sum((r) => r.actions)],
      ['payment/init calls', sum((r) => r.inits)],
      ['provider approvals', sum((r) => r.approvals)],
      ['walks with an approval', results.filter((r) => r.approvals > 0).length],
      ['bookings', sum((r) => r.bookings)],
      ['walks with a booking', results.filter((r) => r.bookings > 0).length],
      ['most bookings in one walk', Math.max(0, ...results.map((r) => r.bookings))],
      ...RULES.map((rule) => [`walks breaking "${rule}"`, broken(rule)] as const),
      ['decode errors logged (expected)', decodeErrors],
      ['seconds', Math.round((Date.now() - started) / 1000)],
    ])}\n`,
  );
  if (failure) {
    process.stdout.write(`\nFAILED: ${failure}\n`);
    process.exit(1);
  }
  process.stdout.write(`\nOK: ${ran} walks, every rule kept.\n`);
  process.exit(0);
}

main().catch((e: unknown) => {
  process.stderr.write(`walk:payments: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(70);
});
