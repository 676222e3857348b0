import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Chart.js's browser build (UMD, minified, about 200 KB) from the project's node_modules, to be
 * written into the report page whole: the page then works offline, from a mail or a file share,
 * and fetches nothing. Resolved from the project's root, as npm runs its scripts there.
 */
export function chartLibrary(root = process.cwd()): string {
  const resolve = createRequire(join(root, 'package.json')).resolve;
  // chart.js's exports name no browser build; it stands beside the CommonJS one.
  const text = readFileSync(join(dirname(resolve('chart.js')), 'chart.umd.min.js'), 'utf8');
  // A source map the page cannot load: developer tools would only ask for it in vain.
  return text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}
