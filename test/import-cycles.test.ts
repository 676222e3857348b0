/**
 * No import cycles in src/ (docs/architecture.md, "Boundaries"): every layer imports only
 * downwards, and no two modules of one layer need each other. Counted over every import a
 * reader follows, types and lazy `import()` included (test/helpers/import-graph.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allImports, importCycles, importGraph } from './helpers/import-graph';

describe('the import graph of src/', () => {
  const graph = importGraph();

  it('reads the whole tree: the entry, the composition root, the engine and the screens', () => {
    for (const file of ['src/main.tsx', 'src/app/routes.tsx', 'src/engine/runtime.ts', 'src/routing/route-paths.ts', 'src/screens/home/HomeScreen.tsx']) {
      expect(graph.has(file)).toBe(true);
    }
    // A lazy route and a type-only import are edges too.
    expect(graph.get('src/app/routes.tsx')).toContain('src/screens/home/HomeScreen.tsx');
    expect(graph.get('src/engine/hooks.tsx')).toContain('src/engine/root-state.ts');
  });

  it('has no cycle', () => {
    expect(importCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('finds every cycle there is, a file importing itself too', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCycles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
    expect(importCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []], ['c.ts', ['a.ts', 'b.ts']]]))).toEqual([]);
  });

  it('reads every kind of import a module can make: static, type-only, re-export, lazy, `typeof import()`', () => {
    const folder = mkdtempSync(join(tmpdir(), 'foyer-imports-'));
    const file = join(folder, 'probe.tsx');
    writeFileSync(
      file,
      [
        "import { a } from './static';",
        "import type { B } from './type-only';",
        "import './side-effect.css';",
        "export { c } from './re-export';",
        "export type * from './re-export-types';",
        "const lazy = () => import(/* webpackChunkName: \"x\" */ './lazy');",
        "type T = typeof import('./type-query');",
        "const text = 'not an import: ./nothing';",
      ].join('\n'),
    );
    expect(allImports(file)).toEqual(['./static', './type-only', './side-effect.css', './re-export', './re-export-types', './lazy', './type-query']);
  });
});
