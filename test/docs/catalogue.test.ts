import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandCatalogue } from '../../src/messages';
import { eventDefinitions } from '../../src/messages/all-events';

const doc = readFileSync(join(__dirname, '../../docs/events.md'), 'utf8');

describe('docs/events.md', () => {
  it.each(eventDefinitions.map((d) => [d.type, d.version] as const))('documents event %s at version %i', (type, version) => {
    expect(doc).toMatch(new RegExp(`####[^\\n]*\\b${type} \\(v${version}\\)`));
  });

  it.each(Object.keys(commandCatalogue))('documents command %s', (type) => {
    expect(doc).toContain(`| \`${type}\` |`);
  });
});
