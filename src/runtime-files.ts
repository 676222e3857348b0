import type webpack from 'webpack';

/*
 * How the build cuts the runtime's start into files (webpack.config.ts's split-chunks cache
 * groups). Node-only, like preload-plan.ts.
 */

/**
 * Lazy chunks a page loads without the runtime (home, "page not found", the boot's support
 * contact, the footer's end, the tickets page's list, the shop's and the passes' lists, a first
 * visit's empty basket, and the texts they show). A module one of them shares with the runtime's start leaves the
 * runtime's files, and webpack's default split puts it, with whatever else those screens share,
 * in a numbered file: one more request for the runtime's pages (shell.e2e.ts holds a product and
 * a customer page to none), so what these chunks take from the runtime's modules stays small.
 */
export const WITHOUT_RUNTIME = new Set(['home', 'not-found', 'boot-contact', 'footer-partners', 'event-list', 'product-list', 'basket', 'texts']);

/** A split-chunks cache group of webpack's (its type is not exported). */
interface RuntimeFile {
  name: string;
  chunks: 'async';
  enforce: boolean;
  priority: number;
  test(module: webpack.Module, context: { chunkGraph: webpack.ChunkGraph }): boolean;
}

/** A module the runtime's start needs that no chunk loaded without the runtime holds. */
function ofRuntime(module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }): boolean {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name);
  return chunks.includes('runtime') && !chunks.some((name) => typeof name === 'string' && WITHOUT_RUNTIME.has(name));
}

/**
 * The runtime's start in three files beside its own (docs/performance.md "The runtime in three
 * files"): webpack's default split gave it six, cut wherever two lazy chunks shared modules (rxjs
 * in two, the messages, parts of the domain, the engine, the areas' common ground), and a first
 * visit to a page of the runtime asked for 13–16 files, more than a browser sends at once to one
 * host over HTTP/1.1. Every module the runtime's start needs goes to one of three files, by what
 * it is; a screen or area that shares one loads that file, which the runtime has loaded already.
 * Three, not one: each lazy file stays within its 30 KB budget.
 */
export function runtimeFiles(): Record<string, RuntimeFile> {
  const source = (module: webpack.Module): string => module.nameForCondition() ?? '';
  const group = (name: string, priority: number, test: (module: webpack.Module) => boolean): RuntimeFile => ({
    name,
    chunks: 'async',
    enforce: true,
    priority,
    test: (module, context) => ofRuntime(module, context) && test(module),
  });
  return {
    // rxjs, immer, observable-hooks, fp-ts: the libraries.
    runtimeLibraries: group('runtime-libs', 3, (module) => /[\\/]node_modules[\\/]/.test(source(module))),
    // What the log holds and the API answers: messages, codecs, the log, the bus and the kernel.
    runtimeModel: group('runtime-model', 2, (module) => /[\\/]src[\\/](messages|api|event-log|kernel|bus)[\\/]/.test(source(module))),
    // The engine, the core's read models and epics, the shared screen parts.
    runtimeCore: group('runtime-core', 1, () => true),
  };
}
