/**
 * `npm run size:parts`: what the first bundle (main.js), or with `--chunk=<name>` a lazy chunk, is made of. Each byte of the minified
 * file is attributed to its source through the source map, grouped by package or by the
 * shop's folder, and each group is compressed on its own (gzip -9), so the parts add up to a
 * little more than the file. Run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const dist = join(__dirname, '../../dist/assets');

/** `npm run size:parts -- --files`: the shop's own code file by file. */
const byFile = process.argv.includes('--files');

function groupOf(source: string | null): string {
  if (!source) return 'webpack runtime and glue';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] === 'scheduler' ? 'react-dom' : (pkg[1] as string);
  const file = /\/(src\/.+)$/.exec(source);
  if (byFile && file) return file[1] as string;
  const own = /\/src\/([^/]+)(?:\/([^/]+))?/.exec(source);
  if (own) return own[1] === 'app' && own[2] === 'shell' ? 'src/app/shell' : `src/${own[1]}`;
  return 'webpack runtime and glue';
}

function main(): void {
  const chunk = process.argv.find((a) => a.startsWith('--chunk='))?.slice('--chunk='.length) ?? 'main';
  // main.<hash>.js, or a lazy chunk in the build's directory: <hash>/<name>.js.
  const file = readdirSync(dist, { recursive: true, encoding: 'utf8' }).find((f) => (f.startsWith(`${chunk}.`) && /\.[0-9a-f]+\.js$/.test(f)) || f.endsWith(`/${chunk}.js`));
  if (!file) throw new Error(`no dist/assets/${chunk}.*.js: run \`npm run build\` first`);
  const code = readFileSync(join(dist, file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  let previous: { line: number; column: number; source: string | null } | null = null;
  const take = (to: { line: number; column: number } | null) => {
    if (!previous) return;
    const text = lines[previous.line - 1] ?? '';
    const piece = to && to.line === previous.line ? text.slice(previous.column, to.column) : text.slice(previous.column);
    const group = groupOf(previous.source);
    parts.set(group, [...(parts.get(group) ?? []), piece]);
  };
  map.eachMapping((m) => {
    take({ line: m.generatedLine, column: m.generatedColumn });
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  take(null);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const rows = [...parts].map(([group, pieces]) => {
    const text = pieces.join('');
    return { group, minified: text.length, gzip: gzipSync(text, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`${file}: ${kb(code.length)} minified, ${kb(gzipSync(code, { level: 9 }).length)} gzip`);
  for (const r of rows) console.log(`  ${kb(r.gzip).padStart(9)} gzip  ${kb(r.minified).padStart(9)} min  ${r.group}`);
  const own = rows.filter((r) => r.group.startsWith('src/'));
  const libs = rows.filter((r) => !r.group.startsWith('src/') && r.group !== 'webpack runtime and glue');
  console.log(`  libraries ${kb(gzipSync(parts2(libs, parts), { level: 9 }).length)} gzip together; the shop's own code ${kb(gzipSync(parts2(own, parts), { level: 9 }).length)}`);
}

const parts2 = (rows: Array<{ group: string }>, parts: Map<string, string[]>): string => rows.map((r) => (parts.get(r.group) ?? []).join('')).join('');

main();
