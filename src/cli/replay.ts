import { readFileSync } from 'node:fs';
import { parseLogText } from '../event-log/hydrate';
import { safeHydrate } from '../event-log/restore';
import { rootFold } from '../app/read-models';
import { basketCount, cartTotals } from '../domain/cart/selectors';

export interface ReplayIo {
  readFile(path: string): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

const USAGE = 'usage: npm run replay -- <log.json> [--at N]   (N: the seq of the last event to replay)';

/** The seq of entry `index` of a parsed log, when it has one (errors and --at both speak in seqs). */
function seqAt(doc: unknown, index: number | null): number | null {
  if (index === null) return null;
  const events = Array.isArray(doc) ? doc : (doc as { events?: unknown } | null)?.events;
  const entry = Array.isArray(events) ? (events[index] as { meta?: { seq?: unknown } } | undefined) : undefined;
  return typeof entry?.meta?.seq === 'number' ? entry.meta.seq : null;
}

function snapshotSeq(doc: unknown): number | null {
  const seq = (doc as { snapshot?: { seq?: unknown } | null } | null)?.snapshot?.seq;
  return typeof seq === 'number' ? seq : null;
}

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
    } else if (arg.startsWith('-')) {
      io.stderr(`replay: unknown option "${arg}"\n${USAGE}\n`);
      return 64;
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
  // A byte-order mark (editors on Windows write one) is not part of the JSON.
  const parsed = parseLogText(text.replace(/^\uFEFF/, ''));
  if (parsed.ok && at !== undefined) {
    const compacted = snapshotSeq(parsed.value);
    if (compacted !== null && at < compacted) {
      io.stderr(
        `replay: ${file}: --at ${at} lies inside the snapshot: the events up to seq ${compacted} were compacted into it in the browser, so the earliest point this log can show is --at ${compacted}\n`,
      );
      return 64;
    }
  }
  const result = parsed.ok ? safeHydrate(parsed.value, rootFold, { at }) : parsed;
  if (!result.ok) {
    const seq = parsed.ok ? seqAt(parsed.value, result.fault.index) : null;
    io.stderr(`replay: ${file}: ${result.fault.reason}${seq !== null ? ` at seq ${seq}` : ''}: ${result.fault.message}\n`);
    return 2;
  }
  const { state, lastSeq, events, snapshot } = result.value;
  if (at !== undefined && at > lastSeq) io.stderr(`replay: warning: --at ${at} is past the end of the log (last seq ${lastSeq}): showing the end\n`);
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
