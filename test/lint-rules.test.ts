/**
 * The lint rules of eslint.config.mjs fire where they should: a rule that matches nothing would
 * pass `npm run lint` forever. Each snippet is linted as if it lived at the given path (without
 * type information: the boundary and brand rules are syntactic).
 */
import { execFileSync } from 'child_process';
import { join } from 'path';

type Case = readonly [path: string, code: string];

/** Every snippet linted in one child process (test/tools/lint-probe.mjs): its rule ids. */
function lintAll(cases: readonly Case[]): string[][] {
  const out = execFileSync(process.execPath, [join(__dirname, 'tools', 'lint-probe.mjs')], {
    input: JSON.stringify(cases.map(([path, code]) => ({ path, code }))),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

jest.setTimeout(60_000);

const forbidden: Case[] = [
  ['src/messages/events/x.ts', "import { apiClient } from '../../api/client';\nexport const a = apiClient;\n"],
  ['src/domain/tours/x.ts', "import { ticketRows } from '../tickets/selectors';\nexport const a = ticketRows;\n"],
  ['src/tracking/x.ts', "import { runtime } from '../app/runtime';\nexport const a = runtime;\n"],
  ['src/screens/home/x.ts', "import { createSandbox } from '../../sandbox';\nexport const a = createSandbox;\n"],
  ['src/kernel/x.ts', "import { CartEvents } from '../messages';\nexport const a = CartEvents;\n"],
  // The server's shapes and ours meet only in the kernel, in both directions.
  ['src/api/codecs/x.ts', "import { Cents } from '../../messages/primitives';\nexport const a = Cents;\n"],
  ['src/api/x.ts', "import { CartEvents } from '../messages';\nexport const a = CartEvents;\n"],
];
const allowed: Case[] = [
  ['src/domain/vouchers/x.ts', "import { repeatGuard } from '../cart/repeat-guard';\nexport const a = repeatGuard;\n"],
  ['src/messages/events/x.ts', "import { Cents } from '../../kernel/brands';\nexport const a = Cents;\n"],
  ['src/api/codecs/x.ts', "import { Cents } from '../../kernel/brands';\nexport const a = Cents;\n"],
  ['src/screens/home/x.ts', "import { cartTotals } from '../../domain/cart/selectors';\nexport const a = cartTotals;\n"],
];
const cast = "import type { Cents } from '../../messages';\nexport const price = (n: number): Cents => n as Cents;\n";
const casts: Case[] = [
  ['src/domain/cart/x.ts', cast],
  ['src/screens/home/x.tsx', "import type { Count } from '../../messages';\nexport const n = (x: number): Count => x as Count;\n"],
  // `as never` fits a brand too, so it is refused the same way.
  ['src/screens/home/y.tsx', "import type { Cents } from '../../messages';\nexport const price = (n: number): Cents => n as never;\n"],
];
const castsAllowed: Case[] = [
  ['src/kernel/x.ts', "import type { Cents } from './brands';\nexport const price = (n: number): Cents => n as Cents;\n"],
  ['src/domain/cart/x.test.ts', cast],
];

const results = lintAll([...forbidden, ...allowed, ...casts, ...castsAllowed]);
const take = (n: number) => results.splice(0, n);
const [forbiddenIds, allowedIds, castIds, castAllowedIds] = [take(forbidden.length), take(allowed.length), take(casts.length), take(castsAllowed.length)];

describe('import boundaries (ARCHITECTURE.md)', () => {
  it.each(forbidden.map(([path], i) => [path, forbiddenIds[i]] as const))('%s may not import that', (_path, ids) => {
    expect(ids).toContain('no-restricted-imports');
  });

  it.each(allowed.map(([path], i) => [path, allowedIds[i]] as const))('%s may import that', (_path, ids) => {
    expect(ids).toEqual([]);
  });
});

describe('brands are never asserted outside the kernel and the codecs', () => {
  it.each(casts.map(([path], i) => [path, castIds[i]] as const))('an `as` brand in %s is an error', (_path, ids) => {
    expect(ids).toEqual(['no-restricted-syntax']);
  });

  it.each(castsAllowed.map(([path], i) => [path, castAllowedIds[i]] as const))('%s may', (_path, ids) => {
    expect(ids).toEqual([]);
  });
});
