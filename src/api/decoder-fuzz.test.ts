/**
 * Issue 10, widened: for every endpoint, 1,000 random and 1,000 mutated answers (FOYER_DEEP=1,
 * as CI runs it; 100 of each by default) → a typed error or a value the endpoint's codec
 * accepts, never a throw. Mutations start from the endpoint's fixture (fixtures/api/) and
 * replace or delete one node anywhere in it.
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { decodeAnswer } from './report';
import { endpoints, type EndpointDef, type EndpointName } from './endpoints';
import { loadResponseCodec } from './response-codecs';
import { knowAreaCodecs } from './area-codecs';
import { runs } from '../../test/helpers/runs';
import { mutate, pathsOf, type Json, type Path } from '../../test/helpers/json-mutation';

const RUNS = runs(1_000, 100);
knowAreaCodecs();
const names = Object.keys(endpoints) as EndpointName[];

function expectTypedOutcome(text: string, codec: t.Mixed, redact: boolean): void {
  const answer = decodeAnswer(text, codec, redact);
  if (isRight(answer)) {
    // A value the shop takes is one its own codec takes again (what the log stores round-trips).
    expect(isRight(codec.decode(answer.right))).toBe(true);
  } else {
    expect(answer.left.length).toBeGreaterThan(0);
    for (const line of answer.left) expect(typeof line).toBe('string');
  }
}

describe.each(names)('%s answers', (name) => {
  const def: EndpointDef = endpoints[name];
  const fixturePath = join(__dirname, '../../fixtures/api', `${name}.json`);

  it(`${RUNS} random answers: a typed error or a valid value, never a throw`, async () => {
    const codec = await loadResponseCodec(def);
    const text = fc.oneof(
      fc.string(),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify({ data: v })),
    );
    fc.assert(fc.property(text, (body) => expectTypedOutcome(body, codec, def.sensitive === true)), { numRuns: RUNS });
  });

  it(`${RUNS} mutated fixture answers: a typed error or a valid value, never a throw`, async () => {
    const codec = await loadResponseCodec(def);
    expect(existsSync(fixturePath)).toBe(true);
    const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as Json;
    expectTypedOutcome(JSON.stringify(fixture), codec, false);
    const paths = pathsOf(fixture);
    fc.assert(
      fc.property(fc.nat(), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, fc.boolean(), (n, by, remove) => {
        const mutated = mutate(fixture, paths[n % paths.length] as Path, by, remove);
        expectTypedOutcome(JSON.stringify(mutated), codec, def.sensitive === true);
      }),
      { numRuns: RUNS },
    );
  });
});
