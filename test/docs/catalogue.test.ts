import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandCatalogue } from '../../src/messages';
import { eventDefinitions } from '../../src/messages/all-events';
import { trackingSpec } from '../../src/tracking/spec';

const doc = readFileSync(join(__dirname, '../../docs/events.md'), 'utf8');

describe('docs/events.md', () => {
  it.each(eventDefinitions.map((d) => [d.type, d.version] as const))('documents event %s at version %i', (type, version) => {
    expect(doc).toMatch(new RegExp(`####[^\\n]*\\b${type} \\(v${version}\\)`));
  });

  it.each(Object.keys(commandCatalogue))('documents command %s', (type) => {
    expect(doc).toContain(`| \`${type}\` |`);
  });
});

describe('docs/tracking.md', () => {
  const tracking = readFileSync(join(__dirname, '../../docs/tracking.md'), 'utf8');
  const tracked = Object.keys(trackingSpec);

  it.each(tracked)('names the domain event %s that tracking maps', (type) => {
    expect(tracking).toMatch(new RegExp(`\\| \`[a-z_]+\` \\| \`${type}\` \\|`));
  });

  it('names no domain event in its table that tracking does not map', () => {
    const rows = [...tracking.matchAll(/^\| `[a-z_]+` \| `(\w+)` \|/gm)].map((m) => m[1]);
    expect(rows.filter((type) => !tracked.includes(type as string))).toEqual([]);
  });
});
