/*
 * React's and the router's own file beside main.js (webpack.config.ts's split-chunks cache
 * groups; docs/decisions.md "React and the router in a script of their own"). Node-only, like
 * runtime-files.ts.
 */

/** The packages framework.js holds: what the floor page is made of. */
export const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'] as const;

/** The chunk (and file) those packages' modules go to. */
export const FRAMEWORK_CHUNK = 'framework';

/** A path inside one of FRAMEWORK_PACKAGES (a module's file, or a source map's source). */
export const FRAMEWORK_PATH = new RegExp(`[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|')})[\\\\/]`);

/**
 * Those packages' modules of the first bundle in `framework.js`, named before main.js: each
 * script is compiled and run in a task of its own, so compiling React's code (whole, by the
 * compile hint) and running the modules and boot are two tasks, not one (issue 33 point 2: the
 * longest task at 1× 51–62 → 34–44 ms, docs/performance.md). 30 bytes gzip.
 */
export function frameworkFile(): { name: string; test: RegExp; chunks: (chunk: { name?: string | null }) => boolean; enforce: boolean } {
  return { name: FRAMEWORK_CHUNK, test: FRAMEWORK_PATH, chunks: (chunk) => chunk.name === 'main', enforce: true };
}

/** The part of webpack's compiler the ids plugin uses (webpack's own types, structurally). */
interface IdsCompiler {
  hooks: { compilation: { tap(name: string, fn: (compilation: IdsCompilation) => void): void } };
}
interface IdsModule {
  readonly needId: boolean;
  identifier(): string;
}
interface IdsChunk {
  name?: string | null;
  id: string | number | null;
  ids: Array<string | number> | null;
}
interface IdsCompilation {
  chunks: Iterable<IdsChunk>;
  chunkGraph: { getChunkModules(chunk: IdsChunk): IdsModule[]; setModuleId(module: IdsModule, id: number): void };
  hooks: {
    moduleIds: { tap(options: { name: string; stage: number }, fn: () => void): void };
    chunkIds: { tap(options: { name: string; stage: number }, fn: (chunks: Iterable<IdsChunk>) => void): void };
  };
}

const IDS_PLUGIN = 'FrameworkIdsPlugin';

/**
 * The production build's ids (webpack.config.ts): by how often a module or chunk is used rather
 * than by a hash of its name, one or two digits instead of three or four in every chunk list and
 * module of main.js (0.65 KB). The numbering FrameworkIdsPlugin keeps framework.js out of.
 */
export const IDS_BY_USE = { moduleIds: 'size', chunkIds: 'size' } as const;

/** framework.js's chunk id. */
export const FRAMEWORK_CHUNK_ID = 0;

/**
 * framework.js's first module id. Ids from 0 would make webpack write the file's modules as an
 * array of arrow functions, in which terser does not fold a module's constant flags (react-router's
 * `ENABLE_DEV_WARNINGS = false`) and keeps its development warnings: 0.9 KB more. From 100 on,
 * with fewer than 30 modules, webpack writes an object of methods, as it does for hashed ids.
 */
export const FRAMEWORK_FIRST_ID = 100;

/**
 * framework.js's chunk and module ids fixed before webpack numbers the rest by use (`'size'`,
 * webpack.config.ts): by use, a module or chunk added anywhere in the shop renumbers React's too,
 * and framework.js would change its name on every such deploy, downloaded again by a returning
 * visitor although React did not change. Fixed, it changes only with React's own files: its
 * chunk is FRAMEWORK_CHUNK_ID and its modules FRAMEWORK_FIRST_ID, +1, +2… in the order of their paths.
 */
export class FrameworkIdsPlugin {
  apply(compiler: IdsCompiler): void {
    compiler.hooks.compilation.tap(IDS_PLUGIN, (compilation) => {
      const framework = (chunks: Iterable<IdsChunk>): IdsChunk | undefined => [...chunks].find((chunk) => chunk.name === FRAMEWORK_CHUNK);
      // Before webpack's own numbering (stage 0), which leaves an id already given alone.
      compilation.hooks.moduleIds.tap({ name: IDS_PLUGIN, stage: -10 }, () => {
        const chunk = framework(compilation.chunks);
        if (!chunk) return;
        const modules = compilation.chunkGraph.getChunkModules(chunk).filter((module) => module.needId);
        const paths = new Map(modules.map((module) => [module, module.identifier().replace(/^.*[\\/]node_modules[\\/]/, '')]));
        modules.sort((a, b) => (paths.get(a)! < paths.get(b)! ? -1 : 1)).forEach((module, i) => compilation.chunkGraph.setModuleId(module, FRAMEWORK_FIRST_ID + i));
      });
      compilation.hooks.chunkIds.tap({ name: IDS_PLUGIN, stage: -10 }, (chunks) => {
        const chunk = framework(chunks);
        if (!chunk) return;
        chunk.id = FRAMEWORK_CHUNK_ID;
        chunk.ids = [FRAMEWORK_CHUNK_ID];
      });
    });
  }
}
