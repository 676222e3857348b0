/**
 * Import boundaries of ARCHITECTURE.md that the compiler does not check: `messages/` (our event
 * shapes) never imports `api/` (the server's), and `tracking/` never imports the composition
 * root `app/`; nothing the shop is built from imports the command-line tools of `cli/` (the
 * analysts' report inlines Chart.js, which must never reach a visitor). Test files may reach
 * anywhere.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const SRC = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Files under `from` that import something under `to` (both relative to src/). */
function crossings(from: string, to: string): string[] {
  return sources(join(SRC, from))
    .filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)].some((m) => relative(SRC, join(file, '..', m[1] as string)).split('/')[0] === to),
    )
    .map((file) => relative(SRC, file))
    .sort();
}

describe('import boundaries', () => {
  it('messages/ does not import api/: events are our own shapes', () => {
    expect(crossings('messages', 'api')).toEqual([]);
  });

  it('tracking/ does not import app/', () => {
    expect(crossings('tracking', 'app')).toEqual([]);
  });

  it('no folder but cli/ imports cli/: its tools and their libraries stay out of the shop', () => {
    const folders = readdirSync(SRC).filter((name) => name !== 'cli' && statSync(join(SRC, name)).isDirectory());
    expect(folders.flatMap((folder) => crossings(folder, 'cli'))).toEqual([]);
  });
});
