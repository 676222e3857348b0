import { join } from 'node:path';
import { runReplay } from './replay';
import { readCapsule } from '../qa/capsule';

export interface FixtureIo {
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
  exists(path: string): boolean;
  stdout(text: string): void;
  stderr(text: string): void;
}

const USAGE = 'usage: npm run capsule:fixture -- <capsule.json> <name>   (writes fixtures/logs/<name>.json and <name>.expected.json)';

/**
 * A reproduced bug becomes a regression test: the capsule's log goes to fixtures/logs/ with the
 * read models it replays to today, which `src/cli/replay.test.ts` checks on every run. Review the
 * expected file: it should show the state as it ought to be once the bug is fixed.
 */
export function runCapsuleFixture(argv: readonly string[], io: FixtureIo, dir: string): number {
  const [file, name, ...rest] = argv;
  if (file === undefined || name === undefined || rest.length > 0) {
    io.stderr(`${USAGE}\n`);
    return 64;
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
    io.stderr(`capsule:fixture: the name "${name}" must be lowercase letters, digits and dashes\n`);
    return 64;
  }
  const logPath = join(dir, `${name}.json`);
  const expectedPath = join(dir, `${name}.expected.json`);
  if (io.exists(logPath) || io.exists(expectedPath)) {
    io.stderr(`capsule:fixture: ${logPath} exists already; choose another name\n`);
    return 64;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(io.readFile(file).replace(/^\uFEFF/, ''));
  } catch (error) {
    io.stderr(`capsule:fixture: ${file}: cannot read (${error instanceof Error ? error.message : String(error)})\n`);
    return 2;
  }
  const opened = readCapsule(parsed);
  if (!opened.ok) {
    io.stderr(`capsule:fixture: ${file}: ${opened.message}\n`);
    return 2;
  }
  const logText = `${JSON.stringify(opened.log, null, 2)}\n`;
  let out = '';
  const code = runReplay(['log.json'], { readFile: () => logText, stdout: (t) => (out += t), stderr: (t) => io.stderr(t) });
  if (code !== 0) return code;
  const { replayed, readModels, derived } = JSON.parse(out) as Record<string, unknown>;
  io.writeFile(logPath, logText);
  io.writeFile(expectedPath, `${JSON.stringify({ replayed, readModels, derived }, null, 2)}\n`);
  io.stdout(`wrote ${logPath} and ${expectedPath}\n`);
  return 0;
}
