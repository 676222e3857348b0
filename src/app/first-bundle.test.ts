/**
 * What the first bundle may not contain: the areas' read models, epics, event codecs and API
 * codecs load with their routes (docs/architecture.md, "Lazy areas"). Walks the static
 * imports from src/main.tsx as webpack does (dynamic `import()` starts another chunk; type-only
 * imports are erased), so an accidental import pulling an area into the entry fails here and
 * not only in `npm run size`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

const root = resolve(__dirname, '../..');

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(tsx?)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // css, json, js shims
}

function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** The project files and the packages the entry reaches through static imports. */
function firstBundle(entry: string): { files: Set<string>; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const target = resolveModule(file, specifier);
      if (target) visit(target);
      else if (!specifier.startsWith('.')) packages.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
    }
  };
  visit(entry);
  return { files: new Set([...seen].map((f) => relative(root, f))), packages };
}

describe('the first bundle', () => {
  const { files, packages } = firstBundle(join(root, 'src/main.tsx'));

  it('holds the core: runtime, log, shell, cart, session, ui, account, shipping', () => {
    for (const file of [
      'src/app/runtime.ts',
      'src/event-log/parts.ts',
      'src/app/areas/index.ts',
      'src/app/shell/Header.tsx',
      'src/domain/cart/read-model.ts',
      'src/domain/shipping/epics.ts',
      'src/messages/events/cart.ts',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('holds no area: no area read model, epic, event or response codec, area module, nor the Node-only compositions', () => {
    const forbidden = [
      /^src\/domain\/(tickets|merchandise|vouchers|tours)\//,
      /^src\/messages\/events\/(tickets|merchandise|vouchers|tours)\.ts$/,
      /^src\/app\/areas\/(tickets|merchandise|vouchers|tours|all)\.ts$/,
      /^src\/app\/read-models\.ts$/,
      /^src\/messages\/all-events\.ts$/,
      /^src\/api\/codecs\/(tours|tickets|merchandise|vouchers)\.ts$/,
      /^src\/api\/all-response-codecs\.ts$/,
      /^src\/screens\/(tickets|merchandise|vouchers|tours|checkout)\//,
      /^src\/sandbox\//,
      // Tracking's mapping loads once the visitor agrees (tracking/lazy.ts).
      /^src\/tracking\/(tracker|spec|ga4)\.ts$/,
    ];
    expect([...files].filter((file) => forbidden.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it('the home page, a first visit’s one screen, adds no area either: of the tickets only the small current-exhibition selector', () => {
    const home = firstBundle(join(root, 'src/screens/home/HomeScreen.tsx'));
    const added = [...home.files].filter((file) => !files.has(file));
    expect(added.filter((file) => file.startsWith('src/domain/'))).toEqual(['src/domain/tickets/current-exhibition.ts']);
    expect(added.filter((file) => /^src\/(messages\/events|api\/codecs|app\/areas|screens\/(?!home\/))/.test(file))).toEqual([]);
    expect([...home.packages].filter((p) => !packages.has(p))).toEqual([]);
  });

  it('holds the libraries the shell needs, not those of calendars, login or server HTML', () => {
    expect([...packages].sort()).toEqual(['fp-ts', 'io-ts', 'node-polyglot', 'observable-hooks', 'react', 'react-dom', 'react-router-dom', 'rxjs']);
  });
});
