import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';

/** docs/tracking.schema.json, compiled once: the contract every tracked event must meet. */
const schema = JSON.parse(readFileSync(join(__dirname, '../../docs/tracking.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile(schema);

/** The schema's complaints about each event that does not meet it (empty when all do). */
export function schemaErrors(events: readonly unknown[]): string[] {
  return events.flatMap((event, i) =>
    validate(event) ? [] : (validate.errors ?? []).map((e) => `#${i} ${(event as { event?: string }).event ?? '?'} ${e.instancePath || '/'} ${e.message ?? ''}`),
  );
}
