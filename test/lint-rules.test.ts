/**
 * The lint rules of eslint.config.mjs fire where they should: a rule that matches nothing would
 * pass `npm run lint` forever. Each snippet is linted as if it lived at the given path (without
 * type information: the boundary and brand rules are syntactic).
 */
import { execFileSync } from 'child_process';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import * as ts from 'typescript';

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
  // immer stays out of src/ (docs/decisions.md), in folders with boundaries, without, and in tests.
  ['src/domain/tours/x.ts', "import { produce } from 'immer';\nexport const a = produce;\n"],
  ['src/i18n/x.ts', "import { produce } from 'immer';\nexport const a = produce;\n"],
  ['src/domain/cart/x.test.ts', "import { produce } from 'immer';\nexport const a = produce;\n"],
  // The top layers import one way: app/ → screens/, qa/ → engine/ → routing/ (docs/architecture.md).
  ['src/screens/home/y.ts', "import { href } from '../../app/routes';\nexport const a = href;\n"],
  ['src/qa/x.ts', "import { App } from '../app/App';\nexport const a = App;\n"],
  ['src/qa/y.ts', "import HomeScreen from '../screens/home/HomeScreen';\nexport const a = HomeScreen;\n"],
  ['src/engine/x.ts', "import { routeTable } from '../app/routes';\nexport const a = routeTable;\n"],
  ['src/engine/y.ts', "import HomeScreen from '../screens/home/HomeScreen';\nexport const a = HomeScreen;\n"],
  ['src/routing/x.ts', "import { useRuntime } from '../engine/hooks';\nexport const a = useRuntime;\n"],
  ['src/components/x.ts', "import { useServices } from '../engine/services';\nexport const a = useServices;\n"],
];
const allowed: Case[] = [
  ['src/domain/vouchers/x.ts', "import { repeatGuard } from '../cart/repeat-guard';\nexport const a = repeatGuard;\n"],
  ['src/messages/events/x.ts', "import { Cents } from '../../kernel/brands';\nexport const a = Cents;\n"],
  ['src/api/codecs/x.ts', "import { Cents } from '../../kernel/brands';\nexport const a = Cents;\n"],
  ['src/screens/home/x.ts', "import { cartTotals } from '../../domain/cart/selectors';\nexport const a = cartTotals;\n"],
  ['src/screens/home/y.ts', "import { href } from '../../routing/route-paths';\nimport { useRuntime } from '../../engine/hooks';\nexport const a = [href, useRuntime];\n"],
  ['src/qa/x.ts', "import { createRuntime } from '../engine/runtime';\nexport const a = createRuntime;\n"],
  ['src/engine/x.ts', "import { routePath } from '../routing/route-paths';\nimport { cartEpic } from '../domain/cart/epics';\nexport const a = [routePath, cartEpic];\n"],
  ['src/app/x.ts', "import { QaDock } from '../qa/QaDock';\nimport HomeScreen from '../screens/home/HomeScreen';\nexport const a = [QaDock, HomeScreen];\n"],
  // The benchmark that measured it may.
  ['test/bench/x.ts', "import { produce } from 'immer';\nexport const a = produce;\n"],
];
const cast = "import type { Cents } from '../../messages';\nexport const price = (n: number): Cents => n as Cents;\n";
const casts: Case[] = [
  ['src/domain/cart/x.ts', cast],
  ['src/screens/home/x.tsx', "import type { Count } from '../../messages';\nexport const n = (x: number): Count => x as Count;\n"],
  // `as never` fits a brand too, so it is refused the same way.
  ['src/screens/home/y.tsx', "import type { Cents } from '../../messages';\nexport const price = (n: number): Cents => n as never;\n"],
  // A brand inside a union, an array or a generic, and the old angle-bracket assertion.
  ['src/domain/tickets/x.ts', "import type { ClockTime } from '../../messages';\nexport const at = (s: string | null) => s as ClockTime | null;\n"],
  ['src/domain/cart/y.ts', "import type { Count } from '../../messages';\nexport const n = (x: number[]) => x as readonly Count[];\n"],
  ['src/domain/cart/z.ts', "import type { Cents } from '../../messages';\nexport const n = (x: object) => x as Record<string, Cents>;\n"],
  ['src/api/x.ts', "import type { IsoDate } from '../kernel/brands';\nexport const n = (x: string) => <IsoDate>x;\n"],
  // An indexed access into a member that holds a brand is the brand.
  ['src/domain/cart/w.ts', "import type { CartLine } from '../../messages';\nexport const price = (n: number) => n as CartLine['totalPrice'];\n"],
  ['src/screens/home/z.tsx', "import type { CartLine } from '../../messages';\nexport const n = (x: number) => x as CartLine['price' | 'name'] | undefined;\n"],
  ['src/domain/tickets/y.ts', "import type { CartLine } from '../../messages';\nexport const n = (x: number) => x as Array<CartLine['count']>;\n"],
];
const castsAllowed: Case[] = [
  ['src/kernel/x.ts', "import type { Cents } from './brands';\nexport const price = (n: number): Cents => n as Cents;\n"],
  ['src/domain/cart/x.test.ts', cast],
  ['src/domain/cart/y.test.ts', "import type { CartLine } from '../../messages';\nexport const a = (n: number) => n as CartLine['totalPrice'] | null;\n"],
  // Not brands: string literals, a member that holds none, names of a member's members, a type argument.
  ['src/domain/cart/x.ts', "export const a = (s: string) => s as 'date' | 'time';\n"],
  ['src/domain/cart/y.ts', "import type { CartLine } from '../../messages';\nexport const a = (n: unknown) => n as CartLine['name'];\n"],
  ['src/domain/cart/z.ts', "import type { CartLine } from '../../messages';\nexport const a = (s: string) => s as keyof CartLine['shipping'];\n"],
  ['src/domain/cart/w.ts', "import type { Cents } from '../../messages';\ndeclare function f<T>(): T;\nexport const a = f<Cents>() as unknown;\n"],
];

/** Every brand src/kernel/brands.ts declares (`export const X = t.brand(`). */
const root = join(__dirname, '..');
const BRANDS = [...readFileSync(join(root, 'src/kernel/brands.ts'), 'utf8').matchAll(/^export const (\w+) = t\.brand\(/gm)].map((m) => m[1] ?? '');

/**
 * The members declared with a brand anywhere in src/ (production files): `price: Cents` in an
 * interface, `time: t.union([ClockTime, t.null])` in a codec. A selector cannot see a member's
 * type, so eslint.config.mjs lists their names (BRAND_MEMBERS); each is probed below.
 */
function brandMembers(): string[] {
  const names = new Set<string>();
  const files = (readdirSync(join(root, 'src'), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  for (const file of files) {
    const text = readFileSync(join(root, 'src', file), 'utf8');
    if (!BRANDS.some((b) => text.includes(b))) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    // A brand named as the member's type or codec (`Cents | null`, `t.array(IsoDate)`), not one of
    // an object inside it (`{ price: Cents }[]`, that member is found itself), nor of a function
    // (`(c: Cents) => string`), nor `Cents.is(…)`.
    const namesBrand = (node: ts.Node): boolean =>
      (ts.isIdentifier(node) && BRANDS.includes(node.text) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node)) ||
      (!ts.isObjectLiteralExpression(node) &&
        !ts.isTypeLiteralNode(node) &&
        !ts.isFunctionLike(node) &&
        ts.forEachChild(node, (child) => namesBrand(child) || undefined) === true);
    const visit = (node: ts.Node): void => {
      const declared = (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && node.type !== undefined && namesBrand(node.type);
      const codec = ts.isPropertyAssignment(node) && namesBrand(node.initializer);
      if ((declared || codec) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) names.add(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...names].sort();
}
const members = brandMembers();
const memberCasts: Case[] = members.map((name) => ['src/domain/cart/x.ts', `import type { CartLine } from '../../messages';\nexport const a = (n: unknown) => n as CartLine['${name}'];\n`]);
const brandCasts: Case[] = BRANDS.map((brand) => ['src/screens/home/x.tsx', `import type { ${brand} } from '../../messages';\nexport const a = (n: unknown) => n as ${brand} | null;\n`]);

const results = lintAll([...forbidden, ...allowed, ...casts, ...castsAllowed, ...memberCasts, ...brandCasts]);
const take = (n: number) => results.splice(0, n);
const [forbiddenIds, allowedIds, castIds, castAllowedIds, memberCastIds, brandCastIds] = [
  take(forbidden.length),
  take(allowed.length),
  take(casts.length),
  take(castsAllowed.length),
  take(memberCasts.length),
  take(brandCasts.length),
];

describe('import boundaries (ARCHITECTURE.md)', () => {
  it.each(forbidden.map(([path], i) => [path, forbiddenIds[i]] as const))('%s may not import that', (_path, ids) => {
    expect(ids).toContain('no-restricted-imports');
  });

  it.each(allowed.map(([path], i) => [path, allowedIds[i]] as const))('%s may import that', (_path, ids) => {
    expect(ids).toEqual([]);
  });
});

describe('brands are never asserted outside the kernel and the codecs', () => {
  it.each(casts.map(([path, code], i) => [path, code.split('\n')[1], castIds[i]] as const))('an `as` brand in %s is an error: %s', (_path, _code, ids) => {
    expect(ids).toContain('no-restricted-syntax');
    // `<IsoDate>x` is refused twice: as a brand and as the assertion style.
    expect(ids?.filter((id) => id !== '@typescript-eslint/consistent-type-assertions')).toEqual(['no-restricted-syntax']);
  });

  it('knows every brand of kernel/brands.ts', () => {
    expect(BRANDS).toEqual(expect.arrayContaining(['Cents', 'SignedCents', 'Count', 'IsoDate', 'LocalDateTime', 'ClockTime']));
  });

  it.each(BRANDS.map((brand, i) => [brand, brandCastIds[i]] as const))('`as %s | null` is an error', (_brand, ids) => {
    expect(ids).toEqual(['no-restricted-syntax']);
  });

  it('finds the members declared with a brand, and eslint.config.mjs lists every one', () => {
    expect(members).toEqual(expect.arrayContaining(['count', 'date', 'price', 'time', 'totalPrice']));
    const config = readFileSync(join(root, 'eslint.config.mjs'), 'utf8');
    const listed = new Set([.../const BRAND_MEMBERS = \[([^\]]*)\]/.exec(config)?.[1]?.matchAll(/'(\w+)'/g) ?? []].map((m) => m[1]));
    expect(members.filter((name) => !listed.has(name))).toEqual([]);
  });

  // A member missing here: add its name to BRAND_MEMBERS in eslint.config.mjs.
  it.each(members.map((name, i) => [name, memberCastIds[i]] as const))("`as X['%s']` is an error (it holds a brand)", (_name, ids) => {
    expect(ids).toEqual(['no-restricted-syntax']);
  });

  it.each(castsAllowed.map(([path], i) => [path, castAllowedIds[i]] as const))('%s may', (_path, ids) => {
    expect(ids).toEqual([]);
  });
});
