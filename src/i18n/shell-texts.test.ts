/**
 * A first visit downloads the texts of shell-texts.json only (text-part-loader.js); the rest
 * arrive with the runtime. Every text the shell can show before the runtime starts must be
 * there, or a first visit would show its key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstBundle, root } from '../../test/helpers/static-imports';
import { flattenKeys, type Phrases } from './phrases';
import de from '../../locales/de.json';
import SHELL from './shell-texts.json';
import { SECTION_KEYS } from '../screens/shared/section-names';
import { notFoundHandle, routeTable, titleOf } from '../app/routes';

const inShell = (key: string): boolean => SHELL.groups.includes(key.split('.')[0] ?? '') || SHELL.keys.includes(key);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const textPart = require('./text-part-loader.js') as (this: { resourceQuery: string }, source: string) => string;
const part = (which: string): Phrases => JSON.parse(textPart.call({ resourceQuery: `?part=${which}` }, JSON.stringify(de))) as Phrases;

describe('the shell part of the texts', () => {
  it('the loader splits a catalogue: the shell’s groups and keys, the other groups whole, together all of it', () => {
    const shell = part('shell');
    const rest = part('rest');
    expect(flattenKeys(shell).sort()).toEqual(flattenKeys(de).filter(inShell).sort());
    expect(Object.keys(rest).some((group) => SHELL.groups.includes(group))).toBe(false);
    expect(SHELL.keys.every((key) => flattenKeys(de).includes(key))).toBe(true);
    expect({ ...shell, ...rest }).toEqual(de);
    expect(() => part('all')).toThrow('part must be shell or rest');
  });

  it('holds every text the first bundle, the home page, the cookie notice and the not-found page name', () => {
    const keys = new Set(flattenKeys(de));
    const files = new Set<string>();
    for (const entry of ['src/main.tsx', 'src/screens/home/HomeScreen.tsx', 'src/app/shell/CookieNoticeBody.tsx', 'src/screens/not-found/NotFoundScreen.tsx', 'src/app/shell/FooterPartners.tsx']) {
      for (const file of firstBundle(join(root, entry)).files) files.add(file);
    }
    // The sections' names are built from their keys (section-names.ts), most pages' titles from their names (titleOf).
    const named = new Set<string>([...SECTION_KEYS.map((key) => `nav.${key}`), ...routeTable.map(titleOf)]);
    for (const file of files) {
      for (const [, literal] of readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/['"`]([a-z][A-Za-z]*\.[A-Za-z.]+)['"`]/g)) {
        if (literal && keys.has(literal)) named.add(literal);
      }
    }
    // Shown only once the runtime runs, and the rest of the texts has come with it: the titles of
    // the screens that wait for it or for the rest of the texts (the frame renders with its
    // screen), and the home page's current exhibition (from the tickets area's event list).
    const shownWithout = new Set<string>([notFoundHandle.title, ...routeTable.filter((route) => route.light && !route.texts).map(titleOf)]);
    const waitingTitles = new Set(routeTable.map(titleOf).filter((title) => !shownWithout.has(title)));
    const withRuntime = (key: string) => waitingTitles.has(key as never) || key === 'tickets.runsUntil' || key === 'tickets.chooseTickets';
    // The shell names texts of its own groups: the header, the page titles, the cookie notice…
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((key) => !inShell(key) && !withRuntime(key))).toEqual([]);
  });
});
