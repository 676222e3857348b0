/**
 * Import boundaries of ARCHITECTURE.md that the compiler does not check: `messages/` (our event
 * shapes) never imports `api/` (the server's), and `tracking/` never imports the composition
 * root `app/`. Test files may reach anywhere.
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
});
