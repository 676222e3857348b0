import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCapsuleFixture } from './capsule-fixture';
import { runReplay } from './replay';
import { buildCapsule } from '../qa/capsule';
import { capsuleContext } from '../../test/helpers/capsules';

const logs = join(__dirname, '../../fixtures/logs');
const dir = '/fixtures';

function run(args: string[], files: Record<string, string>) {
  let out = '';
  let err = '';
  const code = runCapsuleFixture(
    args,
    {
      readFile: (path) => {
        if (path in files) return files[path] as string;
        throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      },
      writeFile: (path, text) => (files[path] = text),
      exists: (path) => path in files,
      stdout: (t) => (out += t),
      stderr: (t) => (err += t),
    },
    dir,
  );
  return { code, out, err };
}

const capsuleOfVoucherLog = () =>
  JSON.stringify(
    buildCapsule(JSON.parse(readFileSync(join(logs, 'vouchers-beyond-total.json'), 'utf8')), capsuleContext({ app: { version: '0.1.0', build: 'abc' }, config: {}, route: null, salt: 'k' })),
  );

describe('capsule:fixture', () => {
  it('writes the capsule’s log and the read models it replays to, in the shape the replay test checks', () => {
    const files: Record<string, string> = { 'bug.json': capsuleOfVoucherLog() };
    const { code, out } = run(['bug.json', 'voucher-duplicate'], files);
    expect(code).toBe(0);
    expect(out).toBe('wrote /fixtures/voucher-duplicate.json and /fixtures/voucher-duplicate.expected.json\n');
    const log = files['/fixtures/voucher-duplicate.json'] as string;
    expect(JSON.parse(log).format).toBe('foyer-event-log');
    const expected = JSON.parse(files['/fixtures/voucher-duplicate.expected.json'] as string);
    expect(Object.keys(expected)).toEqual(['replayed', 'readModels', 'derived']);
    // What replay.test.ts does with every recorded pair:
    let replayed = '';
    runReplay(['x'], { readFile: () => log, stdout: (t) => (replayed += t), stderr: () => undefined });
    const result = JSON.parse(replayed);
    expect(result.readModels).toEqual(expected.readModels);
    expect(result.derived).toEqual(expected.derived);
    expect(expected.derived.cart.totals.total).toBe(0);
  });

  it('never overwrites a fixture, and refuses bad names, unreadable files and damaged capsules', () => {
    const files: Record<string, string> = { 'bug.json': capsuleOfVoucherLog(), '/fixtures/taken.json': '{}' };
    expect(run(['bug.json', 'taken'], files)).toMatchObject({ code: 64, err: expect.stringContaining('exists already') });
    expect(run(['bug.json', 'Bad Name'], files)).toMatchObject({ code: 64, err: expect.stringContaining('lowercase') });
    expect(run(['missing.json', 'x'], files)).toMatchObject({ code: 2, err: expect.stringContaining('cannot read') });
    const damaged = JSON.stringify({ ...JSON.parse(files['bug.json'] as string), app: null });
    expect(run(['damaged.json', 'x'], { ...files, 'damaged.json': damaged })).toMatchObject({ code: 2, err: expect.stringContaining('not a readable capsule (app)') });
    expect(run(['bug.json'], files).code).toBe(64);
  });
});
