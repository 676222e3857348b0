/**
 * No source module over 250 lines outside the sandbox (issue 28; the house rule "small modules
 * named for what they hold"). Tests are not source modules here, and the sandbox is a Node-only
 * server over fixtures, not app code.
 *
 * STILL_TO_SPLIT names the modules that are over the limit while their splits are under way.
 * The list may only shrink: a module on it that is no longer over the limit fails too, so
 * whoever splits it also takes it off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const LIMIT = 250;

const STILL_TO_SPLIT: readonly string[] = [];

const root = join(__dirname, '..');

/** Lines as `wc -l` and an editor count them: a last line without its newline counts too. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

function isSourceModule(path: string): boolean {
  return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('src/sandbox/');
}

/** Every source module under src/, as a repository path with its line count. */
function sourceModules(): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const path = relative(root, full).split('\\').join('/');
      if (entry.isDirectory()) walk(full);
      else if (isSourceModule(path)) found.set(path, lineCount(readFileSync(full, 'utf8')));
    }
  };
  walk(join(root, 'src'));
  return found;
}

describe('the size of source modules', () => {
  const modules = sourceModules();
  const over = [...modules].filter(([, lines]) => lines > LIMIT);
  const listed = (path: string): boolean => STILL_TO_SPLIT.includes(path);

  it('reads the whole of src/ but the sandbox and the tests', () => {
    for (const path of ['src/main.tsx', 'src/app/boot.tsx', 'src/api/endpoints.ts', 'src/screens/tours/ToursScreen.tsx']) {
      expect(modules.has(path)).toBe(true);
    }
    expect([...modules.keys()].filter((path) => path.startsWith('src/sandbox/') || /\.test\.tsx?$/.test(path))).toEqual([]);
    expect(modules.size).toBeGreaterThan(100);
  });

  it(`has no module over ${LIMIT} lines but those still to split`, () => {
    expect(over.filter(([path]) => !listed(path)).map(([path, lines]) => `${path}: ${lines} lines`)).toEqual([]);
  });

  it(`lists only modules still over ${LIMIT} lines as still to split (take a split one off the list)`, () => {
    expect(STILL_TO_SPLIT.filter((path) => (modules.get(path) ?? 0) <= LIMIT).map((path) => `${path}: ${modules.has(path) ? `${modules.get(path)} lines` : 'no longer there'}`)).toEqual([]);
  });

  it('counts lines as wc -l does, and a last line without its newline as well', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('\n\n')).toBe(2);
  });

  it(`takes .ts and .tsx modules, not tests, the sandbox or styles; ${LIMIT} lines is within the limit`, () => {
    expect(isSourceModule('src/app/boot.tsx')).toBe(true);
    expect(isSourceModule('src/app/boot.test.tsx')).toBe(false);
    expect(isSourceModule('src/sandbox/routes.ts')).toBe(false);
    expect(isSourceModule('src/app/styles/index.css')).toBe(false);
    expect(lineCount('x\n'.repeat(LIMIT)) > LIMIT).toBe(false);
    expect(lineCount('x\n'.repeat(LIMIT + 1)) > LIMIT).toBe(true);
  });
});
