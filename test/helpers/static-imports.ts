/**
 * The files and packages a module reaches through static imports, as webpack bundles them
 * (dynamic `import()` starts another chunk, unless marked `webpackMode: "eager"`, which keeps
 * the module in the importing chunk; type-only imports are erased).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

export const root = resolve(__dirname, '../..');

export function resolveModule(from: string, specifier: string): string | null {
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
  // `import(/* webpackMode: "eager" */ './x')`: in this chunk, evaluated when called.
  const eager = (node: ts.Node): void => {
    const argument = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments[0] : undefined;
    // The magic comment sits in the argument's leading trivia, after the parenthesis.
    if (argument && ts.isStringLiteral(argument) && /webpackMode:\s*["']eager["']/.test(source.text.slice(argument.getFullStart(), argument.getStart()))) found.push(argument.text);
    ts.forEachChild(node, eager);
  };
  eager(source);
  return found;
}

/** The project files and the packages the entry reaches through static imports (`specifiers`: as imported, `io-ts/Guard`). */
export function firstBundle(entry: string): { files: Set<string>; packages: Set<string>; specifiers: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const specifiers = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const target = resolveModule(file, specifier);
      if (target) visit(target);
      else if (!specifier.startsWith('.')) {
        packages.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
        specifiers.add(specifier);
      }
    }
  };
  visit(entry);
  return { files: new Set([...seen].map((f) => relative(root, f))), packages, specifiers };
}

