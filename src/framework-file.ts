/*
 * React's and the router's own file beside main.js (webpack.config.ts's split-chunks cache
 * groups; docs/decisions.md "React and the router in a script of their own"). Node-only, like
 * runtime-files.ts.
 */

/** The packages framework.js holds: what the floor page is made of. */
export const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'] as const;

/** A path inside one of FRAMEWORK_PACKAGES (a module's file, or a source map's source). */
export const FRAMEWORK_PATH = new RegExp(`[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|')})[\\\\/]`);

/**
 * Those packages' modules of the first bundle in `framework.js`, named before main.js: each
 * script is compiled and run in a task of its own, so compiling React's code (whole, by the
 * compile hint) and running the modules and boot are two tasks, not one (issue 33 point 2: the
 * longest task at 1× 51–62 → 34–44 ms, docs/performance.md). 30 bytes gzip.
 */
export function frameworkFile(): { name: string; test: RegExp; chunks: (chunk: { name?: string | null }) => boolean; enforce: boolean } {
  return { name: 'framework', test: FRAMEWORK_PATH, chunks: (chunk) => chunk.name === 'main', enforce: true };
}
