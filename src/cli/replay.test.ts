import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runReplay } from './replay';
import { buildCapsule } from '../qa/capsule';
import { capsuleContext, readLog } from '../../test/helpers/capsules';

const logs = join(__dirname, '../../fixtures/logs');

function replay(args: string[], files: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = runReplay(args, {
    readFile: (path) => {
      if (path in files) return files[path] as string;
      return readFileSync(path, 'utf8');
    },
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
  });
  return { code, out, err };
}

describe('replay CLI', () => {
  const recorded = readdirSync(logs).filter((f) => f.endsWith('.expected.json'));

  it('has recorded logs to check', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(4);
  });

  it.each(recorded)('replays %s to the recorded read models', (expectedFile) => {
    const logFile = join(logs, expectedFile.replace('.expected.json', '.json'));
    const { code, out, err } = replay([logFile]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(out);
    const expected = JSON.parse(readFileSync(join(logs, expectedFile), 'utf8'));
    // Read models added after a log was recorded start from their initial state and are not
    // part of the recording; every recorded one must match exactly.
    for (const name of Object.keys(expected.readModels)) expect(result.readModels[name]).toEqual(expected.readModels[name]);
    expect(result.derived).toEqual(expected.derived);
  });

  it('applies the voucher rules to the recorded voucher log', () => {
    const { out } = replay([join(logs, 'vouchers-beyond-total.json')]);
    const { derived, readModels } = JSON.parse(out);
    // Day ticket 24,00 + catalogue 34,90 = 58,90; the duplicate code was ignored.
    expect(readModels.cart.lines.filter((l: { type: string }) => l.type === 'voucherCode')).toHaveLength(2);
    expect(derived.cart.totals.subtotal).toBe(5890);
    expect(derived.cart.totals.vouchers.map((v: { discount: number; remaining: number }) => [v.discount, v.remaining])).toEqual([
      [-1000, 0],
      [-4890, 45110],
    ]);
    expect(derived.cart.totals.total).toBe(0);
  });

  describe('bug capsules and the QA options', () => {
    const vouchersLog = () => JSON.parse(readFileSync(join(logs, 'vouchers-beyond-total.json'), 'utf8'));
    const capsuleOf = (log: unknown) =>
      JSON.stringify(
        buildCapsule(readLog(log), capsuleContext({ now: new Date(Date.UTC(2026, 10, 23, 12)), app: { version: '0.1.0', build: 'abc' }, config: { hasVouchers: true }, lang: 'en', salt: 'k' })),
      );

    it('replays a capsule like its log: hashed voucher codes keep the duplicate rule and the totals; the header is printed', () => {
      const files = { 'capsule.json': capsuleOf(vouchersLog()) };
      const { code, out } = replay(['capsule.json'], files);
      expect(code).toBe(0);
      const result = JSON.parse(out);
      const bare = JSON.parse(replay([join(logs, 'vouchers-beyond-total.json')]).out);
      expect(result.derived).toEqual({
        cart: { ...bare.derived.cart, totals: { ...bare.derived.cart.totals, vouchers: expect.any(Array) } },
      });
      expect(result.derived.cart.totals.vouchers.map((v: { discount: number }) => v.discount)).toEqual([-1000, -4890]);
      expect(result.readModels.cart.lines.filter((l: { type: string }) => l.type === 'voucherCode')).toHaveLength(2);
      expect(out).not.toMatch(/"barcode": "(?!code-)/);
      expect(result.capsule).toMatchObject({ format: 'foyer-capsule', app: { build: 'abc' }, lang: 'en', route: { name: 'checkout' } });
      expect(result.capsule.log).toBeUndefined();
    });

    it('refuses a capsule of a newer format by name (exit 2)', () => {
      const newer = JSON.stringify({ ...JSON.parse(capsuleOf(vouchersLog())), version: 9 });
      const { code, err } = replay(['capsule.json'], { 'capsule.json': newer });
      expect(code).toBe(2);
      expect(err).toBe('replay: capsule.json: capsule format version 9 is newer than this build reads (1)\n');
    });

    it('--list prints the timeline: seq, time, type and a one-line summary per event', () => {
      const { code, out } = replay([join(logs, 'tickets-and-books.json'), '--list']);
      expect(code).toBe(0);
      const lines = out.replace(/\n$/, '').split('\n');
      const doc = JSON.parse(readFileSync(join(logs, 'tickets-and-books.json'), 'utf8'));
      expect(lines).toHaveLength(doc.events.length);
      expect(lines[0]).toMatch(/^ +1 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} {2}CartLineAdded {2}\{"line":\{"type":"ticket"/);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(160);
    });

    it('--diff A B names what changed in which read model between two points', () => {
      const { code, out } = replay([join(logs, 'tickets-and-books.json'), '--diff', '1', '2']);
      expect(code).toBe(0);
      const result = JSON.parse(out);
      expect(result).toMatchObject({ from: 1, to: 2 });
      expect(Object.keys(result.changes)).toContain('cart');
      expect(result.changes.cart).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'lines[1]', after: expect.objectContaining({ type: 'merchandise' }) })]));
      expect(replay([join(logs, 'tickets-and-books.json'), '--diff', '2', '2']).out).toContain('"changes": {}');
    });

    it('--diff gives every change its before and after: an added value was absent before (null, kind "added")', () => {
      const result = JSON.parse(replay([join(logs, 'tickets-and-books.json'), '--diff', '1', '2']).out);
      const added = result.changes.cart.find((c: { path: string }) => c.path === 'lines[1]');
      expect(added).toEqual({ path: 'lines[1]', kind: 'added', before: null, after: expect.objectContaining({ type: 'merchandise' }) });
      const back = JSON.parse(replay([join(logs, 'tickets-and-books.json'), '--diff', '2', '1']).out);
      expect(back.changes.cart.find((c: { path: string }) => c.path === 'lines[1]')).toEqual({ path: 'lines[1]', kind: 'removed', before: expect.objectContaining({ type: 'merchandise' }), after: null });
      for (const change of Object.values(result.changes).flat() as Array<Record<string, unknown>>) expect(Object.keys(change).sort()).toEqual(['after', 'before', 'kind', 'path']);
    });

    it('a log with an entry missing replays, says which seqs are missing and exits 3, for every option', () => {
      const doc = JSON.parse(readFileSync(join(logs, 'tour-booking-v1-counts.json'), 'utf8'));
      const holed = JSON.stringify({ ...doc, events: doc.events.filter((e: { meta: { seq: number } }) => e.meta.seq !== 21) });
      for (const options of [[], ['--list'], ['--model', 'cart'], ['--at', '5'], ['--diff', '1', '2']]) {
        const { code, out, err } = replay(['holed.json', ...options], { 'holed.json': holed });
        expect([code, err]).toEqual([3, 'replay: warning: holed.json: seq 21 is missing from the log: what follows it may not be what the visitor saw\n']);
        expect(out.length).toBeGreaterThan(0);
      }
      expect(replay([join(logs, 'tour-booking-v1-counts.json')]).code).toBe(0);
    });

    it('--list marks failures and refusals with "!"; --failures lists only them', () => {
      const doc = JSON.parse(readFileSync(join(logs, 'tickets-and-books.json'), 'utf8'));
      const last = doc.events.at(-1);
      const rejected = { type: 'VoucherCodeRejected', v: 2, data: { error: 'VOUCHER_NOT_FOUND', code: 'NOPE' }, meta: { ...last.meta, seq: last.meta.seq + 1, at: last.meta.at + 1 } };
      const files = { 'x.json': JSON.stringify({ ...doc, events: [...doc.events, rejected] }) };
      const lines = replay(['x.json', '--list'], files).out.trimEnd().split('\n');
      expect(lines.filter((l) => l.startsWith('!'))).toEqual([expect.stringMatching(/^! +\d+ .* VoucherCodeRejected /)]);
      expect(lines[0]).toMatch(/^ {2}/);
      const only = replay(['x.json', '--list', '--failures'], files);
      expect([only.code, only.out.trimEnd().split('\n').length]).toEqual([0, 1]);
      expect(only.out).toContain('VoucherCodeRejected');
    });

    it('--model prints one read model; an unknown name lists the ones there are (exit 64)', () => {
      const file = join(logs, 'tickets-and-books.json');
      const cart = JSON.parse(replay([file, '--model', 'cart', '--at', '2']).out);
      expect(cart.lines.map((l: { type: string }) => l.type)).toEqual(['ticket', 'merchandise']);
      const unknown = replay([file, '--model', 'basket']);
      expect(unknown.code).toBe(64);
      expect(unknown.err).toMatch(/^replay: no read model "basket"; there are: .*\bcart\b.*\btourForm\b/);
      expect(replay([file, '--diff', '1']).code).toBe(64);
      expect(replay([file, '--model']).code).toBe(64);
    });
  });

  it('upcasts an event recorded by an older build', () => {
    const { code, out } = replay([join(logs, 'older-version-upcast.json')]);
    expect(code).toBe(0);
    expect(JSON.parse(out).readModels.cart.requestInvoice).toBe(false);
  });

  it('upcasts the tour counts an older build recorded as typed (v1 input) to the counts they parse to', () => {
    const file = join(logs, 'tour-booking-v1-counts.json');
    const counts = (JSON.parse(readFileSync(file, 'utf8')) as { events: Array<{ type: string; v: number; data: { input?: unknown } }> }).events.filter(
      (e) => e.type === 'TourTicketCountChanged' || e.type === 'TourPriceCountChanged',
    );
    // The recording holds only v1 counts, text as typed among them: the log exercises the upcaster.
    expect(counts.map((e) => [e.v, e.data.input])).toEqual([
      [1, 1],
      [1, ' 2 '],
      [1, '10'],
      [1, '1 '],
      [1, '4,0'],
      [1, '12.9'],
      [1, 2],
      [1, 'vier'],
    ]);
    const { code, out } = replay([file]);
    expect(code).toBe(0);
    // After the first booking went into the basket: one tour, 4 adults then 'vier' (0), 12.9 pupils (12), 2 teachers.
    expect(JSON.parse(out).readModels.tourForm).toMatchObject({
      tours: [{ id: 3901, count: 1 }],
      tickets: [
        { id: 3031, count: 0, subtickets: [] },
        { id: 3033, count: 0, subtickets: [{ id: 3034, count: 12 }, { id: 3035, count: 2 }] },
      ],
    });
  });

  it('replays a compacted log from its snapshot', () => {
    const { out } = replay([join(logs, 'compacted.json')]);
    expect(JSON.parse(out).replayed.fromSnapshot).toBeGreaterThan(0);
  });

  it('stops after event N with --at', () => {
    const file = join(logs, 'tickets-and-books.json');
    const full = JSON.parse(replay([file]).out);
    const atTwo = JSON.parse(replay([file, '--at', '2']).out);
    expect(atTwo.replayed.lastSeq).toBe(2);
    expect(atTwo.readModels.cart.lines.map((l: { type: string }) => l.type)).toEqual(['ticket', 'merchandise']);
    expect(full.readModels.cart.lines.length).toBeGreaterThan(1);
  });

  it('names the first bad entry and exits 2 for an undecodable log', () => {
    const { code, out, err } = replay([join(logs, 'broken-price.json')]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('entry 1 (CartLineAdded)');
    expect(err).toContain('Expecting Cents at line.price but instead got: "12,00"');
  });

  it('exits 2 for a truncated log', () => {
    const text = readFileSync(join(logs, 'tickets-and-books.json'), 'utf8');
    const { code, err } = replay(['cut.json'], { 'cut.json': text.slice(0, Math.floor(text.length / 2)) });
    expect(code).toBe(2);
    expect(err).toMatch(/^replay: cut\.json: truncated: /);
  });

  it('exits 2 for an unknown event type', () => {
    const doc = { format: 'foyer-event-log', version: 1, snapshot: null, events: [{ type: 'TicketTeleported', v: 1, data: {}, meta: { seq: 1, at: 0, tab: 't' } }] };
    const { code, err } = replay(['u.json'], { 'u.json': JSON.stringify(doc) });
    expect(code).toBe(2);
    expect(err).toContain('unknown event type "TicketTeleported"');
  });

  it('rejects bad usage', () => {
    expect(replay([]).code).toBe(64);
    expect(replay(['a.json', '--at', 'x']).code).toBe(64);
  });

  it('runs as `npm run replay` (the prebuilt bundle) with exit code 2 and no stack trace', () => {
    const root = join(__dirname, '../..');
    const ok = execFileSync('node', ['src/cli/prebuilt.cjs', 'replay', 'fixtures/logs/tickets-and-books.json'], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(ok).replayed.events).toBeGreaterThan(0);
    const bad = spawnSync('node', ['src/cli/prebuilt.cjs', 'replay', 'fixtures/logs/broken-price.json'], { cwd: root, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });

  describe('hostile files (issue 10)', () => {
    const tiny = JSON.stringify({
      format: 'foyer-event-log',
      version: 1,
      snapshot: null,
      events: [{ type: 'CartRequestInvoiceSet', v: 2, data: { requestInvoice: false }, meta: { seq: 1, at: 0, tab: 't' } }],
    });

    it('a log document of a newer format is refused: exit 2, one line', () => {
      const { code, err } = replay(['new.json'], { 'new.json': tiny.replace('"version":1', '"version":99') });
      expect(code).toBe(2);
      expect(err).toBe('replay: new.json: newerVersion: log format version 99 is newer than this build\'s 1\n');
    });

    it('a 100,000-deep nested file: exit 2 and one line, no stack trace', () => {
      const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      const nested = `{"format":"foyer-event-log","version":1,"snapshot":null,"events":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}`;
      for (const text of [deep, nested]) {
        const { code, err } = replay(['deep.json'], { 'deep.json': text });
        expect(code).toBe(2);
        expect(err.trim().split('\n')).toHaveLength(1);
        expect(err).not.toMatch(/\n\s+at /);
        expect(err).not.toMatch(/RangeError|call stack/);
      }
    });

    it('a byte-order mark is read past', () => {
      expect(replay(['bom.json'], { 'bom.json': `\uFEFF${tiny}` }).code).toBe(0);
    });

    it('an unknown option is named', () => {
      const { code, err } = replay(['x.json', '--ta', '3'], { 'x.json': tiny });
      expect(code).toBe(64);
      expect(err).toMatch(/^replay: unknown option "--ta"/);
    });

    it('--at past the end warns and shows the end', () => {
      const { code, out, err } = replay(['x.json', '--at', '7'], { 'x.json': tiny });
      expect(code).toBe(0);
      expect(err).toBe('replay: warning: --at 7 is past the end of the log (last seq 1): showing the end\n');
      expect(JSON.parse(out).replayed.lastSeq).toBe(1);
    });

    it('--at inside a compacted snapshot is explained, not called corrupt', () => {
      const { code, err } = replay([join(logs, 'compacted.json'), '--at', '1']);
      expect(code).toBe(64);
      expect(err).toMatch(/--at 1 lies inside the snapshot: the events up to seq \d+ were compacted into it/);
      expect(err).not.toMatch(/corrupt/);
    });

    describe('impossible times and seqs, and read model names that are not (issue 29)', () => {
      const withMeta = (meta: Record<string, unknown>) =>
        JSON.stringify({ format: 'foyer-event-log', version: 1, snapshot: null, events: [{ type: 'CartRequestInvoiceSet', v: 2, data: { requestInvoice: false }, meta: { seq: 1, at: 0, tab: 't', ...meta } }] });

      it.each([
        ['at', 1e308],
        ['at', -1e20],
        ['at', 8.7e15],
        ['seq', 1e308],
        ['seq', -1],
        ['seq', 2.5],
      ])('an event whose meta.%s is %p: exit 2 and one line naming the entry, for every option', (key, value) => {
        for (const options of [[], ['--list'], ['--model', 'cart'], ['--diff', '0', '1']]) {
          const { code, out, err } = replay(['odd.json', ...options], { 'odd.json': withMeta({ [key]: value }) });
          expect(code).toBe(2);
          expect(out).toBe('');
          expect(err.trim().split('\n')).toHaveLength(1);
          expect(err).toMatch(new RegExp(`^replay: odd\\.json: undecodable(?: at seq 1)?: entry 0: .*meta\\.${key}`));
          expect(err).not.toMatch(/RangeError|\n\s+at /);
        }
      });

      it('a snapshot whose seq is not a sequence number: exit 2', () => {
        const doc = JSON.parse(tiny) as { snapshot: unknown; events: unknown[] };
        const { code, err } = replay(['snap.json'], { 'snap.json': JSON.stringify({ ...doc, snapshot: { seq: 1e308, state: {} }, events: [] }) });
        expect(code).toBe(2);
        expect(err).toMatch(/^replay: snap\.json: corrupt: not a Foyer event log: .*snapshot/);
      });

      it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('--model %s is no read model: exit 64 with the names there are', (name) => {
        const { code, out, err } = replay(['x.json', '--model', name], { 'x.json': tiny });
        expect(code).toBe(64);
        expect(out).toBe('');
        expect(err).toMatch(new RegExp(`^replay: no read model "${name}"; there are: .*\\bcart\\b`));
      });

      it('a point beyond any seq (--at 1e308) is wrong usage: exit 64', () => {
        expect(replay(['x.json', '--at', '1e308'], { 'x.json': tiny }).code).toBe(64);
        expect(replay(['x.json', '--diff', '0', '9007199254740993'], { 'x.json': tiny }).code).toBe(64);
      });

      it('a fault of the tool itself: exit 70 and one line, no stack trace', () => {
        let err = '';
        const code = runReplay(['x.json'], {
          readFile: () => tiny,
          stdout: () => {
            throw new Error('EPIPE: the reader went away');
          },
          stderr: (t) => (err += t),
        });
        expect(code).toBe(70);
        expect(err).toBe('replay: internal error: EPIPE: the reader went away\n');
      });
    });

    it('errors and --at speak in the same numbers: the bad entry is named by its seq', () => {
      const { err } = replay([join(logs, 'broken-price.json')]);
      const seq = Number(/at seq (\d+)/.exec(err)?.[1]);
      expect(Number.isInteger(seq)).toBe(true);
      const before = replay([join(logs, 'broken-price.json'), '--at', String(seq - 1)]);
      expect(before.code).toBe(0);
    });
  });
});
