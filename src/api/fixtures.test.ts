import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { ENDPOINT_NAMES, endpoints, type EndpointName } from './endpoints';
import { responseCodecOf } from './all-response-codecs';
import { reportErrors } from './report';

// The sandbox serves these files and the client decodes them: one codec, one sample, no drift.
const FIXTURE_DIR = join(__dirname, '..', '..', 'fixtures', 'api');
const files = readdirSync(FIXTURE_DIR).filter((f) => f.endsWith('.json'));
const fixtureNames = files.map((f) => f.slice(0, -'.json'.length));

const isEndpointName = (name: string): name is EndpointName => Object.prototype.hasOwnProperty.call(endpoints, name);

describe('fixtures/api', () => {
  it('has a file for every endpoint', () => {
    expect(ENDPOINT_NAMES.filter((name) => !fixtureNames.includes(name))).toEqual([]);
  });

  it('has no file without an endpoint', () => {
    expect(fixtureNames.filter((name) => !isEndpointName(name))).toEqual([]);
  });

  it.each(fixtureNames.filter(isEndpointName))('%s.json decodes with its endpoint codec', (name) => {
    const body: unknown = JSON.parse(readFileSync(join(FIXTURE_DIR, `${name}.json`), 'utf8'));
    expect(body).toEqual(expect.objectContaining({ data: expect.anything() }));
    const codec: t.Mixed = responseCodecOf(name);
    const decoded = codec.decode((body as { data: unknown }).data);
    expect(E.isRight(decoded) ? [] : reportErrors(decoded.left)).toEqual([]);
  });
});
