import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runReplay } from './replay';
import { runCapsuleFixture } from './capsule-fixture';
import { runTrackingReport } from './tracking-report';
import { chartLibrary } from './chart-library';

/**
 * The command-line entry of QA's and the analysts' tools (prebuilt.cjs bundles this file): the
 * first argument names the tool. One entry, so the tools' modules stay free of start-up code and
 * import each other without one starting the other.
 */
const [tool, ...args] = process.argv.slice(2);
const out = {
  readFile: (path: string) => readFileSync(path, 'utf8'),
  stdout: (text: string) => void process.stdout.write(text),
  stderr: (text: string) => void process.stderr.write(text),
};
if (tool === 'replay') {
  process.exitCode = runReplay(args, out);
} else if (tool === 'capsule-fixture') {
  // npm runs its scripts at the project's root; the bundle lives elsewhere.
  process.exitCode = runCapsuleFixture(args, { ...out, writeFile: (path, text) => writeFileSync(path, text), exists: (path) => existsSync(path) }, join(process.cwd(), 'fixtures/logs'));
} else if (tool === 'tracking-report') {
  process.exitCode = runTrackingReport(args, { ...out, writeFile: (path, text) => writeFileSync(path, text), chartLibrary: () => chartLibrary() });
} else {
  process.stderr.write('usage: npm run replay -- … | npm run capsule:fixture -- … | npm run tracking:report -- …\n');
  process.exitCode = 64;
}
