import { figuresOf, type Figures } from './tracking-figures';
import { reportPage } from './tracking-page';
import { readStream } from './tracking-stream';

export interface TrackingReportIo {
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Chart.js's browser build (chart-library.ts). */
  chartLibrary(): string;
}

const USAGE = [
  'usage: npm run tracking:report -- <stream.ndjson> [--out report.html] [--visits N] [--top N]',
  '  --out FILE    where the page goes (tracking-report.html)',
  '  --visits N    visits counted without cookies (the web server’s log): gives the consent rate',
  '  --top N       how many items the top list holds (10)',
].join('\n');

/** Lines skipped that stderr names one by one; the page names more. */
const SKIPPED_SAID = 10;

interface Options {
  file: string;
  out: string;
  visits: number | null;
  top: number;
}

type Parsed = Options | { refused: string };

function parse(argv: readonly string[]): Parsed {
  const options: Partial<Options> = {};
  const whole = (option: string, value: string | undefined, least: number): number | { refused: string } => {
    const n = Number(value);
    return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(n) && n >= least ? n : { refused: `${option} needs a whole number of at least ${least}` };
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--out') {
      const out = argv[++i];
      if (out === undefined || out.startsWith('-')) return { refused: '--out needs a file name' };
      options.out = out;
    } else if (arg === '--visits' || arg === '--top') {
      const n = whole(arg, argv[++i], arg === '--top' ? 1 : 0);
      if (typeof n !== 'number') return n;
      if (arg === '--top') options.top = n;
      else options.visits = n;
    } else if (arg.startsWith('-')) {
      return { refused: `unknown option "${arg}"` };
    } else if (options.file === undefined) {
      options.file = arg;
    } else {
      return { refused: `unexpected argument "${arg}"` };
    }
  }
  if (options.file === undefined) return { refused: 'which stream?' };
  return { file: options.file, out: options.out ?? 'tracking-report.html', visits: options.visits ?? null, top: options.top ?? 10 };
}

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** One line for the terminal: enough to see the page is the one meant. */
function summary({ totals, funnel, revenue }: Figures): string {
  const bought = funnel[funnel.length - 1]?.sessions ?? 0;
  const money = revenue.map((r) => new Intl.NumberFormat('en', { style: 'currency', currency: r.currency }).format(r.cents / 100));
  return (
    `${plural(totals.events, 'event')} of ${plural(totals.sessions, 'session')}; ` +
    `${bought} of ${plural(totals.sessions, 'session')} purchased (${percentFormat.format(totals.sessions === 0 ? 0 : bought / totals.sessions)}); ` +
    (money.length === 0 ? 'no revenue' : `revenue ${money.join(', ')}`)
  );
}

/**
 * The analysts' report (docs/tracking.md, "Reports and analytics engines"): read an NDJSON stream,
 * write one HTML page. Exit codes as the replay's (docs/qa.md): 0 written (lines it skipped are
 * named on stderr); 2 the file cannot be read or holds no event; 64 wrong usage; 70 a fault of
 * the tool itself, in one line.
 */
export function runTrackingReport(argv: readonly string[], io: TrackingReportIo): number {
  try {
    return report(argv, io);
  } catch (error) {
    io.stderr(`tracking:report: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 70;
  }
}

function report(argv: readonly string[], io: TrackingReportIo): number {
  const options = parse(argv);
  if ('refused' in options) {
    io.stderr(`tracking:report: ${options.refused}\n${USAGE}\n`);
    return 64;
  }
  const { file, out, visits, top } = options;
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    io.stderr(`tracking:report: ${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})\n`);
    return 2;
  }
  const stream = readStream(text);
  const skipped = plural(stream.malformed.length, 'line');
  if (stream.events.length === 0) {
    io.stderr(`tracking:report: ${file}: no event in it (${skipped} skipped)\n`);
    return 2;
  }
  const figures = figuresOf(stream, { visits, top });
  if (visits !== null && visits < figures.consent.sessions) {
    io.stderr(`tracking:report: --visits ${visits} is fewer than the ${figures.consent.sessions} sessions that accepted: the visits must count every session, declined or not\n`);
    return 64;
  }
  if (stream.malformed.length > 0) {
    const named = stream.malformed.slice(0, SKIPPED_SAID).map((m) => `  line ${m.line}: ${m.reason}\n`);
    const more = stream.malformed.length > SKIPPED_SAID ? `  … and ${stream.malformed.length - SKIPPED_SAID} more (the page names them)\n` : '';
    io.stderr(`tracking:report: ${file}: ${skipped} skipped\n${named.join('')}${more}`);
  }
  io.writeFile(out, reportPage({ figures, malformed: stream.malformed, source: file, chartLibrary: io.chartLibrary() }));
  io.stdout(`wrote ${out}: ${summary(figures)}\n`);
  return 0;
}
