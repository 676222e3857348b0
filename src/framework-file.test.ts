import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { FRAMEWORK_CHUNK, FRAMEWORK_CHUNK_ID, FRAMEWORK_FIRST_ID, FrameworkIdsPlugin, IDS_BY_USE, frameworkFile } from './framework-file';

interface Built {
  /** framework.js's name, with the hash of its content. */
  readonly file: string;
  readonly chunkId: unknown;
  readonly moduleIds: unknown[];
}

/** A shop of `files` built as the shop's build numbers it (ids by use), without minifying. */
function build(dir: string, files: Readonly<Record<string, string>>, withPlugin: boolean): Promise<Built> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: join(dir, 'out'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    resolve: { modules: [join(__dirname, '../node_modules')] },
    devtool: false,
    optimization: { minimize: false, ...IDS_BY_USE, splitChunks: { chunks: 'async', cacheGroups: { framework: frameworkFile() } } },
    plugins: withPlugin ? [new FrameworkIdsPlugin()] : [],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      const { compilation } = stats;
      const chunk = [...compilation.chunks].find((c) => c.name === FRAMEWORK_CHUNK);
      if (!chunk) return reject(new Error('no framework chunk'));
      const moduleIds = compilation.chunkGraph.getChunkModules(chunk).map((m) => compilation.chunkGraph.getModuleId(m));
      resolve({ file: [...chunk.files][0] ?? '', chunkId: chunk.id, moduleIds });
    }),
  );
}

const SHOP = { 'entry.js': "import { createElement } from 'react';\nconsole.log(createElement('p'));\n" };
// The next deploy: the shop has a module more in main.js and a lazy chunk more; React is the same.
const NEXT = {
  'entry.js': "import { createElement } from 'react';\nimport { note } from './note.js';\nconsole.log(createElement('p', null, note));\nvoid import('./later.js');\n",
  'note.js': "export const note = 'new';\n",
  'later.js': "export const later = 1;\n",
};

describe('FrameworkIdsPlugin: framework.js keeps its name while React does not change', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-framework-ids-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a deploy that changes only the shop leaves framework.js as it was', async () => {
    const before = await build(dir, SHOP, true);
    const after = await build(dir, NEXT, true);
    expect(after.file).toBe(before.file);
    expect(before.chunkId).toBe(FRAMEWORK_CHUNK_ID);
    // From FRAMEWORK_FIRST_ID on, so that webpack writes the modules as an object of methods.
    expect(before.moduleIds.length).toBeGreaterThan(0);
    expect([...before.moduleIds].sort((a, b) => Number(a) - Number(b))).toEqual(before.moduleIds.map((_, i) => FRAMEWORK_FIRST_ID + i));
  });

  it('without it, ids by use rename framework.js on the same deploy (why it is there)', async () => {
    const before = await build(dir, SHOP, false);
    const after = await build(dir, NEXT, false);
    expect(after.file).not.toBe(before.file);
  });
});
