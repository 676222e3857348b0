/**
 * A first visit downloads the texts of shell-groups.json only (text-part-loader.js); the rest
 * arrive with the runtime. Every text the shell can show before the runtime starts must be in
 * those groups, or a first visit would show its key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstBundle, root } from '../../test/helpers/static-imports';
import { flattenKeys } from './phrases';
import de from '../../locales/de.json';
import SHELL_GROUPS from './shell-groups.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const textPart = require('./text-part-loader.js') as (this: { resourceQuery: string }, source: string) => string;
const part = (which: string): Record<string, unknown> => JSON.parse(textPart.call({ resourceQuery: `?part=${which}` }, JSON.stringify(de))) as Record<string, unknown>;

describe('the shell part of the texts', () => {
  it('the loader splits a catalogue by group: the shell’s, the rest, together all of it', () => {
    const shell = part('shell');
    const rest = part('rest');
    expect(Object.keys(shell).sort()).toEqual([...SHELL_GROUPS].sort());
    expect(Object.keys(rest).some((group) => SHELL_GROUPS.includes(group))).toBe(false);
    expect({ ...shell, ...rest }).toEqual(de);
    expect(() => part('all')).toThrow('part must be shell or rest');
  });

  it('holds every text the first bundle, the home page, the cookie notice and the not-found page name', () => {
    const keys = new Set(flattenKeys(de));
    const files = new Set<string>();
    for (const entry of ['src/main.tsx', 'src/screens/home/HomeScreen.tsx', 'src/app/shell/CookieNoticeBody.tsx', 'src/screens/not-found/NotFoundScreen.tsx']) {
      for (const file of firstBundle(join(root, entry)).files) files.add(file);
    }
    const named = new Set<string>();
    for (const file of files) {
      for (const [, literal] of readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/['"`]([a-z][A-Za-z]*\.[A-Za-z.]+)['"`]/g)) {
        if (literal && keys.has(literal)) named.add(literal);
      }
    }
    // Shown only from the read models, so only once the runtime runs and the rest has come with it:
    // the session notices, and the home page's current exhibition (the tickets area's event list).
    const withRuntime = (key: string) => /^session\./.test(key) || key === 'tickets.runsUntil' || key === 'tickets.chooseTickets';
    // The shell names texts of its own groups: the header, the page titles, the cookie notice…
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((key) => !SHELL_GROUPS.includes(key.split('.')[0] ?? '') && !withRuntime(key))).toEqual([]);
  });
});
