import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENDPOINT_NAMES, endpoints, SHOP_ID, type EndpointDef } from './endpoints';
import { responseCodecOf } from './all-response-codecs';
import { createApiRequests } from './requests';
import { compactDate } from '../kernel/museum-time';
import { isoDate } from '../kernel/brands';

// docs/api.md is the human-readable contract; this keeps it and the code saying the same thing.
const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');

interface DocRow {
  readonly method: string;
  readonly path: string;
  readonly token: string;
  readonly response: string;
}

function endpointRows(markdown: string): Map<string, DocRow[]> {
  const rows = new Map<string, DocRow[]>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | `name` | METHOD | `path` … | query | body | token | `Response` | errors |
    const [, name, method, path, , , token, response] = cells;
    if (!name || !/^`\w+`$/.test(name) || (method !== 'GET' && method !== 'POST')) continue;
    const key = name.slice(1, -1);
    const row: DocRow = {
      method,
      path: /`([^`]+)`/.exec(path ?? '')?.[1] ?? '',
      token: token ?? '',
      response: /`([^`]+)`/.exec(response ?? '')?.[1] ?? '',
    };
    rows.set(key, [...(rows.get(key) ?? []), row]);
  }
  return rows;
}

const rows = endpointRows(doc);

describe('docs/api.md', () => {
  it('has exactly one row per endpoint and none for unknown names', () => {
    expect([...rows.keys()].sort()).toEqual([...ENDPOINT_NAMES].sort());
    expect([...rows.values()].filter((r) => r.length !== 1)).toEqual([]);
  });

  it.each(ENDPOINT_NAMES)('%s: method, path, token and response codec match endpoints.ts', (name) => {
    const def: EndpointDef = endpoints[name];
    expect(rows.get(name)?.[0]).toEqual({
      method: def.method,
      path: def.path,
      token: def.token ? 'yes' : '–',
      response: responseCodecOf(name).name,
    });
  });

  it('documents where the shop id sits', () => {
    expect(doc).toContain(`SHOP_ID = ${SHOP_ID}`);
    expect(doc).toContain(`shop/${SHOP_ID}`);
  });
});

describe('docs/api.md "Addressing"', () => {
  it('its calendar example is an address the client sends, the range as the tickets area asks it (issue 30)', async () => {
    const sent: string[] = [];
    const api = createApiRequests(
      { base: '/api/', getLang: () => 'en', getToken: () => null, fetch: (input) => (sent.push(String(input)), Promise.resolve(new Response('{"data":{}}', { status: 200 }))) },
      endpoints,
    );
    await api.request('ticketCalendar', { path: { id: 21, start: compactDate(isoDate('2026-11-01')), end: compactDate(isoDate('2026-12-31')) } });
    const example = /^\/api\/en\/ticket\/calendar\/\S+$/m.exec(doc)?.[0];
    expect(example).toBe(sent[0]);
  });
});
