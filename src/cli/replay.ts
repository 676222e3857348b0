import { parseLogText } from '../event-log/hydrate';
import { isSeq } from '../event-log/envelope';
import { safeHydrate } from '../event-log/restore';
import { rootFold } from '../app/areas/all';
import { basketCount, cartTotals } from '../domain/cart/selectors';
import { readCapsule, type Capsule } from '../qa/capsule';
import { diffReadModels, printedChange } from '../qa/diff';
import { seqGaps, gapText } from '../qa/gaps';
import { formatTimeline, timelineOf } from '../qa/timeline';

/** What a capsule says besides its log: printed with the read models. */
const capsuleHeader = ({ log: _log, ...header }: Capsule): Omit<Capsule, 'log'> => header;

export interface ReplayIo {
  readFile(path: string): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

const USAGE = [
  'usage: npm run replay -- <log-or-capsule.json> [--at N] [--model NAME] [--list] [--diff A B]',
  '  --at N        replay up to the event with seq N',
  '  --model NAME  print one read model (cart, tourForm, payment, ui, …)',
  '  --list        print the timeline: seq, time, type, summary; a failure or refusal marked "!"',
  '  --failures    with --list: only the failures and refusals',
  '  --diff A B    what changed in which read model between seq A and seq B',
].join('\n');
/** The seq of entry `index` of a parsed log, when it has one (errors and --at both speak in seqs). */
function seqAt(doc: unknown, index: number | null): number | null {
  if (index === null) return null;
  const events = Array.isArray(doc) ? doc : (doc as { events?: unknown } | null)?.events;
  const entry = Array.isArray(events) ? (events[index] as { meta?: { seq?: unknown } } | undefined) : undefined;
  const seq = entry?.meta?.seq;
  return isSeq(seq) ? seq : null;
}

function snapshotSeq(doc: unknown): number | null {
  const seq = (doc as { snapshot?: { seq?: unknown } | null } | null)?.snapshot?.seq;
  return isSeq(seq) ? seq : null;
}

/**
 * QA's replay: fold a recorded (exported) log in Node exactly as the browser does and print
 * the read models. Exit codes (docs/qa.md): 0 success; 2 the file cannot be read or replayed
 * (one line naming the first bad entry, no stack trace); 3 replayed and printed, but entries
 * are missing from the log (a warning names their seqs); 64 wrong usage (an unknown option or
 * read model, a point the log cannot show); 70 a fault of the tool itself, in one line.
 */
export function runReplay(argv: readonly string[], io: ReplayIo): number {
  try {
    return replay(argv, io);
  } catch (error) {
    io.stderr(`replay: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 70;
  }
}

/** Replayed, but with entries missing from the log: the output stands, a warning says what is missing. */
const INCOMPLETE = 3;

function replay(argv: readonly string[], io: ReplayIo): number {
  let file: string | undefined;
  let failures = false;
  let at: number | undefined;
  let model: string | undefined;
  let list = false;
  let diff: [number, number] | undefined;
  const seqArg = (option: string, value: string | undefined): number | null => {
    const n = Number(value);
    // A seq is a safe integer (envelope.ts): `--at 1e308` names no point of any log.
    if (value === undefined || !Number.isSafeInteger(n) || n < 0) {
      io.stderr(`replay: ${option} needs a whole number of events\n${USAGE}\n`);
      return null;
    }
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--at') {
      const n = seqArg('--at', argv[++i]);
      if (n === null) return 64;
      at = n;
    } else if (arg === '--diff') {
      const a = seqArg('--diff', argv[++i]);
      const b = a === null ? null : seqArg('--diff', argv[++i]);
      if (a === null || b === null) return 64;
      diff = [a, b];
    } else if (arg === '--model') {
      model = argv[++i];
      if (model === undefined || model.startsWith('-')) {
        io.stderr(`replay: --model needs a read model's name\n${USAGE}\n`);
        return 64;
      }
    } else if (arg === '--list') {
      list = true;
    } else if (arg === '--failures') {
      failures = true;
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
  const parsedText = parseLogText(text.replace(/^\uFEFF/, ''));
  // A bug capsule holds the log with its context; a bare log is read as it is.
  const opened = parsedText.ok ? readCapsule(parsedText.value) : null;
  if (opened && !opened.ok) {
    io.stderr(`replay: ${file}: ${opened.message}\n`);
    return 2;
  }
  const parsed = parsedText.ok && opened?.ok ? { ok: true as const, value: opened.log } : parsedText;
  const capsule = opened?.ok ? opened.capsule : null;
  const earliest = parsed.ok ? snapshotSeq(parsed.value) : null;
  for (const [option, seq] of [['--diff', diff?.[0]], ['--diff', diff?.[1]]] as const) {
    if (seq !== undefined && earliest !== null && seq < earliest) {
      io.stderr(`replay: ${file}: ${option} ${seq} lies inside the snapshot: the earliest point this log can show is seq ${earliest}\n`);
      return 64;
    }
  }
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
  // The whole log's gaps, whatever point is shown: QA must know the recording is not whole.
  const gaps = parsed.ok ? seqGaps(readLogShape(parsed.value)) : [];
  if (gaps.length > 0) {
    const missing = gaps.map(gapText).join(', ');
    io.stderr(`replay: warning: ${file}: ${missing} ${gaps.length === 1 && gaps[0]?.from === gaps[0]?.to ? 'is' : 'are'} missing from the log: what follows it may not be what the visitor saw\n`);
  }
  const done = gaps.length > 0 ? INCOMPLETE : 0;
  if (list) {
    const entries = timelineOf(events);
    io.stdout(`${formatTimeline(failures ? entries.filter((e) => e.failure) : entries)}\n`);
    return done;
  }
  if (diff && parsed.ok) {
    const [from, to] = diff;
    for (const seq of diff) if (seq > lastSeq) io.stderr(`replay: warning: --diff ${seq} is past the end of the log (last seq ${lastSeq}): using the end\n`);
    const before = safeHydrate(parsed.value, rootFold, { at: from });
    const after = safeHydrate(parsed.value, rootFold, { at: to });
    if (!before.ok || !after.ok) return 2; // the whole log decoded above, so its prefixes do too
    const changes = Object.fromEntries(Object.entries(diffReadModels(before.value.state, after.value.state)).map(([name, list]) => [name, list.map(printedChange)]));
    io.stdout(`${JSON.stringify({ from: before.value.lastSeq, to: after.value.lastSeq, changes }, null, 2)}\n`);
    return done;
  }
  const readModels = state as unknown as Record<string, unknown>;
  if (model !== undefined) {
    // Own names only: `constructor` or `__proto__` are in every object, and no read model.
    if (!Object.hasOwn(readModels, model)) {
      io.stderr(`replay: no read model "${model}"; there are: ${Object.keys(readModels).join(', ')}\n`);
      return 64;
    }
    io.stdout(`${JSON.stringify(readModels[model], null, 2)}\n`);
    return done;
  }
  const output = {
    ...(capsule ? { capsule: capsuleHeader(capsule) } : {}),
    replayed: { events: events.length, lastSeq, fromSnapshot: snapshot?.seq ?? null },
    readModels: state,
    derived: { cart: { basketCount: basketCount(state.cart), totals: cartTotals(state.cart) } },
  };
  io.stdout(`${JSON.stringify(output, null, 2)}\n`);
  return done;
}

/** The snapshot and the entries' seqs of a log that replayed (so both are as the replay read them). */
function readLogShape(doc: unknown): { snapshot: { seq: number } | null; events: Array<{ meta: { seq: number } }> } {
  const events = (Array.isArray(doc) ? doc : ((doc as { events?: unknown[] } | null)?.events ?? [])) as Array<{ meta: { seq: number } }>;
  const seq = snapshotSeq(doc);
  return { snapshot: seq === null ? null : { seq }, events };
}
