/**
 * The import graph of src/ (tests left out) and its cycles. Every way one of our modules can name
 * another counts, as a reader follows them: static imports and re-exports, type-only ones, a
 * dynamic `import()` and `typeof import()`. A cycle through a lazy chunk or a type is still two
 * modules that can only be understood together (docs/architecture.md, "Boundaries").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { resolveModule, root } from './static-imports';

/** Every specifier a module names, in the order written. */
export function allImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isSource = (name: string): boolean => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** file → the files of ours it imports, paths relative to the repository. */
export function importGraph(folder = join(root, 'src')): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder).sort()) {
    const targets = allImports(file)
      .map((specifier) => resolveModule(file, specifier))
      .filter((target): target is string => target !== null && isSource(target))
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles a depth-first walk meets, one per edge that leads back into the path walked (the
 * count madge reports): each is the loop from the file imported back to the importer. Zero
 * exactly when the graph has no cycle at all.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath = new Set<string>();
  const walk = (file: string, path: string[]): void => {
    onPath.add(file);
    for (const target of graph.get(file) ?? []) {
      if (onPath.has(target)) cycles.push(path.slice(path.indexOf(target)));
      else if (!done.has(target)) walk(target, [...path, target]);
    }
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) walk(file, [file]);
  return cycles;
}
