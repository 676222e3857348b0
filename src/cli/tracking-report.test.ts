import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTrackingReport } from './tracking-report';
import { handBuiltStream } from '../../test/helpers/tracking-stream';

const root = join(__dirname, '../..');

function report(args: string[], files: Record<string, string> = { 'stream.ndjson': handBuiltStream }) {
  let out = '';
  let err = '';
  const written: Record<string, string> = {};
  const code = runTrackingReport(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      return text;
    },
    writeFile: (path, text) => void (written[path] = text),
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    chartLibrary: () => '/* the chart library */',
  });
  return { code, out, err, written };
}

describe('npm run tracking:report', () => {
  it('writes the page to --out and says what it holds', () => {
    const { code, out, err, written } = report(['stream.ndjson', '--out', 'r.html']);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(Object.keys(written)).toEqual(['r.html']);
    expect(written['r.html']).toContain('<title>Tracking report: stream.ndjson</title>');
    expect(out).toBe('wrote r.html: 24 events of 5 sessions; 2 of 5 sessions purchased (40%); revenue €81.20\n');
  });

  it('writes tracking-report.html without --out, and takes --visits and --top', () => {
    const { code, written } = report(['--visits', '20', '--top', '1', 'stream.ndjson']);
    expect(code).toBe(0);
    const page = written['tracking-report.html'] ?? '';
    expect(page).toContain('25% of 20 visits');
    expect(page).toContain('The 1 item with the most revenue');
  });

  it('reports the lines it skipped on stderr and goes on', () => {
    const { code, err, written } = report(['s.ndjson'], { 's.ndjson': 'oops\n' + handBuiltStream });
    expect(code).toBe(0);
    expect(err).toMatch(/^tracking:report: s\.ndjson: 1 line skipped\n {2}line 1: not JSON/);
    expect(written['tracking-report.html']).toContain('line 1: not JSON');
  });

  it.each([
    [[], /usage/],
    [['a.ndjson', 'b.ndjson'], /unexpected argument "b\.ndjson"/],
    [['a.ndjson', '--colour'], /unknown option "--colour"/],
    [['a.ndjson', '--out'], /--out needs a file name/],
    [['a.ndjson', '--visits', '-3'], /--visits needs a whole number/],
    [['a.ndjson', '--top', '0'], /--top needs a whole number of at least 1/],
  ])('refuses %j with exit code 64', (args, message) => {
    const { code, err, written } = report(args);
    expect(code).toBe(64);
    expect(err).toMatch(message);
    expect(written).toEqual({});
  });

  it('exits 2 on a file it cannot read or that holds no event, and writes nothing', () => {
    expect(report(['missing.ndjson'])).toMatchObject({ code: 2, err: 'tracking:report: missing.ndjson: cannot read (ENOENT)\n', written: {} });
    const empty = report(['e.ndjson'], { 'e.ndjson': 'not json\n' });
    expect(empty).toMatchObject({ code: 2, written: {} });
    expect(empty.err).toMatch(/e\.ndjson: no event in it \(1 line skipped\)/);
  });

  it('refuses visits fewer than the sessions that accepted', () => {
    expect(report(['stream.ndjson', '--visits', '4'])).toMatchObject({ code: 64, err: expect.stringMatching(/--visits 4 is fewer than the 5 sessions/) });
  });

  it('runs as the npm script does, on the sample, and writes the page', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts['tracking:report']).toBe('node src/cli/prebuilt.cjs tracking-report');
    const scratch = mkdtempSync(join(tmpdir(), 'foyer-report-'));
    try {
      const out = join(scratch, 'sample.html');
      const said = execFileSync('node', ['src/cli/prebuilt.cjs', 'tracking-report', 'fixtures/tracking/sample.ndjson', '--out', out], { cwd: root, encoding: 'utf8' });
      expect(said).toBe(`wrote ${out}: 14 events of 1 session; 0 of 1 session purchased (0%); no revenue\n`);
      const page = readFileSync(out, 'utf8');
      expect(page).toContain('Chart.js v4');
      expect(page).toContain('"funnel":[{"label":"view_item_list","sessions":1}');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
