// Lints snippets as if they lived at given paths, with the project's eslint.config.mjs minus
// type information (the boundary and brand rules are syntactic). stdin: [{ path, code }];
// stdout: the rule ids each snippet breaks. Used by test/lint-rules.test.ts (ESLint loads its
// config with a dynamic import, which Jest's module sandbox cannot run).
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { join } from 'path';
import { readFileSync } from 'fs';

const root = join(import.meta.dirname, '..', '..');
const typed = tseslint.configs.disableTypeChecked;
const eslint = new ESLint({ cwd: root, overrideConfig: { ...typed, files: ['**/*.ts', '**/*.tsx'] } });
const cases = JSON.parse(readFileSync(0, 'utf8'));
const out = [];
for (const { path, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  out.push(result.messages.map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(out));
