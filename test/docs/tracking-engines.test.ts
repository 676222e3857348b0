/**
 * The stream in a real analytics engine (docs/tracking.md, "Reports and analytics engines"): the
 * documented DuckDB load and funnel query give the report's own counts, and the BigQuery schema
 * the document loads with names every field of the contract.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { figuresOf } from '../../src/cli/tracking-figures';
import { readStream } from '../../src/cli/tracking-stream';
import { handBuiltFunnel, handBuiltStream } from '../helpers/tracking-stream';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const doc = read('docs/tracking.md');
const funnelSql = read('docs/tracking-funnel.sql');

/** The load docs/tracking.md gives, for a file at `path`. */
const duckdbLoad = (path: string) => `CREATE TABLE events AS SELECT * FROM read_ndjson('${path}', ignore_errors = true);`;

/** The documented query over the file, as { step, sessions, sessionsWithEvent } rows. */
async function duckdbFunnel(connection: DuckDBConnection, path: string) {
  await connection.run('DROP TABLE IF EXISTS events');
  await connection.run(duckdbLoad(path));
  const rows = (await connection.runAndReadAll(funnelSql)).getRowObjectsJS();
  return rows.map((r) => ({ step: r.step, sessions: Number(r.sessions), sessionsWithEvent: Number(r.sessions_with_event) }));
}

/** The report module's funnel of the same text, in the same shape. */
const reportFunnel = (text: string) =>
  figuresOf(readStream(text), { visits: null, top: 10 }).funnel.map(({ step, sessions, sessionsWithEvent }) => ({ step, sessions, sessionsWithEvent }));

describe('the stream in DuckDB', () => {
  let instance: DuckDBInstance;
  let connection: DuckDBConnection;
  let scratch: string;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
    connection = await instance.connect();
    scratch = mkdtempSync(join(tmpdir(), 'foyer-duckdb-'));
  });
  afterAll(() => {
    connection.closeSync();
    instance.closeSync();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('docs/tracking.md quotes the funnel query of docs/tracking-funnel.sql and the load, to the letter', () => {
    expect(doc).toContain('```sql\n' + funnelSql + '```');
    expect(doc).toContain(duckdbLoad('fixtures/tracking/sample.ndjson'));
  });

  it('loads fixtures/tracking/sample.ndjson and the query gives the funnel the report counts', async () => {
    const sample = read('fixtures/tracking/sample.ndjson');
    const funnel = await duckdbFunnel(connection, join(root, 'fixtures/tracking/sample.ndjson'));
    expect(funnel).toEqual(reportFunnel(sample));
    // The scripted visit stops at the payment step: every step but the purchase, once.
    expect(funnel.map((s) => s.sessions)).toEqual([1, 1, 1, 1, 1, 1, 1, 0]);
  });

  it('agrees with the report on a stream with drop-outs, a resent purchase and broken lines', async () => {
    const text = handBuiltStream + '{"event":\nnot json\n{"event":"purchase"}\n';
    const path = join(scratch, 'stream.ndjson');
    writeFileSync(path, text);
    expect(readStream(text).malformed).toHaveLength(3);
    expect(reportFunnel(text)).toEqual(handBuiltFunnel);
    expect(await duckdbFunnel(connection, path)).toEqual(handBuiltFunnel);
  });
});

type BigQueryField = { name: string; type: string; mode?: string; fields?: BigQueryField[] };
type JsonSchema = { type?: string; const?: unknown; enum?: unknown[]; $ref?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] };

describe('the BigQuery schema of docs/tracking.md', () => {
  const contract = JSON.parse(read('docs/tracking.schema.json')) as JsonSchema & { $defs: Record<string, JsonSchema> };
  const bigQuery = JSON.parse(read('docs/tracking.bigquery.json')) as BigQueryField[];
  const resolve = (s: JsonSchema): JsonSchema => (s.$ref ? (contract.$defs[s.$ref.replace('#/$defs/', '')] as JsonSchema) : s);

  /** The BigQuery fields the contract's object calls for: money exact (NUMERIC), lists of records REPEATED. */
  function expected(object: JsonSchema): BigQueryField[] {
    return Object.entries(object.properties ?? {}).map(([name, raw]) => {
      const s = resolve(raw);
      const mode = object.required?.includes(name) ? 'REQUIRED' : 'NULLABLE';
      if (s.type === 'array') return { name, type: 'RECORD', mode: 'REPEATED', fields: expected(resolve(s.items ?? {})) };
      if (s.type === 'object') return { name, type: 'RECORD', mode, fields: expected(s) };
      if (name === 'timestamp') return { name, type: 'TIMESTAMP', mode };
      const type = s.type === 'number' ? 'NUMERIC' : s.type === 'integer' || typeof s.const === 'number' ? 'INTEGER' : 'STRING';
      return { name, type, mode };
    });
  }

  it('has every field of docs/tracking.schema.json, ecommerce.items as a REPEATED RECORD', () => {
    expect(bigQuery).toEqual(expected(contract));
  });

  it('is the schema the documented `bq load` uses, and the funnel query is the same there', () => {
    expect(doc).toMatch(/bq load --source_format=NEWLINE_DELIMITED_JSON [^\n]*docs\/tracking\.bigquery\.json/);
    expect(doc).toMatch(/bq query --use_legacy_sql=false --dataset_id=\S+ "\$\(cat docs\/tracking-funnel\.sql\)"/);
  });
});
