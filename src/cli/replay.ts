import { readFileSync } from 'node:fs';
import { hydrate, parseLogText } from '../event-log/hydrate';
import { rootFold } from '../app/read-models';
import { basketCount, cartTotals } from '../domain/cart/selectors';

export interface ReplayIo {
  readFile(path: string): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

const USAGE = 'usage: npm run replay -- <log.json> [--at N]';

/**
 * QA's replay: fold a recorded (exported) log in Node exactly as the browser does and print
 * the read models. Exit 0 on success, 2 on an unreadable log (one line naming the first bad
 * entry, no stack trace), 64 on bad usage.
 */
export function runReplay(argv: readonly string[], io: ReplayIo): number {
  let file: string | undefined;
  let at: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--at') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 0) {
        io.stderr(`replay: --at needs a whole number of events\n${USAGE}\n`);
        return 64;
      }
      at = n;
    } else if (arg === '--help' || arg === '-h') {
      io.stdout(`${USAGE}\n`);
      return 0;
    } else if (file === undefined) {
      file = arg;
    } else {
      io.stderr(`replay: unexpected argument "${arg}"\n${USAGE}\n`);
      return 64;
    }
  }
  if (file === undefined) {
    io.stderr(`${USAGE}\n`);
    return 64;
  }
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    io.stderr(`replay: ${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})\n`);
    return 2;
  }
  const parsed = parseLogText(text);
  const result = parsed.ok ? hydrate(parsed.value, rootFold, { at }) : parsed;
  if (!result.ok) {
    io.stderr(`replay: ${file}: ${result.fault.reason}: ${result.fault.message}\n`);
    return 2;
  }
  const { state, lastSeq, events, snapshot } = result.value;
  const output = {
    replayed: { events: events.length, lastSeq, fromSnapshot: snapshot?.seq ?? null },
    readModels: state,
    derived: { cart: { basketCount: basketCount(state.cart), totals: cartTotals(state.cart) } },
  };
  io.stdout(`${JSON.stringify(output, null, 2)}\n`);
  return 0;
}

if (require.main === module) {
  process.exitCode = runReplay(process.argv.slice(2), {
    readFile: (path) => readFileSync(path, 'utf8'),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
