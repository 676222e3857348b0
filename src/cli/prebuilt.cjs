/**
 * The command-line tools (QA's `npm run replay` and `npm run capsule:fixture`, the analysts'
 * `npm run tracking:report`) start from a prebuilt bundle instead of compiling TypeScript at
 * every start (ts-node took 7–26 s a run; issue 32).
 * The bundle (esbuild, Node 20, everything the tool imports) lives in node_modules/.cache and is
 * rebuilt only when a source file is newer than it, so a run after a change costs one build
 * (about a second) and every run after that only Node's start.
 *
 *   node src/cli/prebuilt.cjs <replay|capsule-fixture|tracking-report> [arguments…]
 */
const { existsSync, readdirSync, statSync, mkdirSync, renameSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const TOOLS = ['replay', 'capsule-fixture', 'tracking-report'];
const root = join(__dirname, '../..');
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS.includes(tool)) {
  console.error(`usage: node src/cli/prebuilt.cjs <${TOOLS.join('|')}> [arguments…]`);
  process.exit(64);
}

/** The newest modification time among the files a bundle is made of (src, locales, the lockfile). */
function newest(dir, latest = 0) {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) latest = newest(path, latest);
    else latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

const outDir = join(root, 'node_modules/.cache/foyer-cli');
const bundle = join(outDir, 'main.cjs');
const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'locales')), statSync(join(root, 'package-lock.json')).mtimeMs);
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
  mkdirSync(outDir, { recursive: true });
  // Built aside and renamed into place: two tools started at once (jest's workers) each build,
  // and neither may run the other's half-written bundle.
  const building = `${bundle}.${process.pid}`;
  require('esbuild').buildSync({
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile: building,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
  });
  renameSync(building, bundle);
}
const run = spawnSync(process.execPath, [bundle, tool, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 70);
