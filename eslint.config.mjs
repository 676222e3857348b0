// `npm run lint`: typescript-eslint with type information, React's hook rules, and the import
// boundaries of ARCHITECTURE.md (docs/architecture.md, "Boundaries"). CI runs it (.ci/run).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'fs';
import { join } from 'path';

/** The areas under src/domain/. `cart` is the one door into the basket: every area may use it. */
const AREAS = ['account', 'cart', 'merchandise', 'payment', 'session', 'shipping', 'tickets', 'tours', 'ui', 'vouchers'];
const SHARED_AREAS = new Set(['cart']);

/** An import of `folder` (a top-level folder of src/) from anywhere below src/. */
const into = (folder) => [`**/${folder}`, `**/${folder}/**`];

const rule = (folders, message) => ({ group: folders.flatMap(into), message });
const SANDBOX = rule(['sandbox'], 'The sandbox is the server side: the shop only speaks HTTP to it.');

/** Packages src/ does not use, with the reason. */
const RESTRICTED_PACKAGES = [
  {
    name: 'immer',
    message:
      'Reducers stay plain spreads (docs/decisions.md, "Reducers without immer"): every stored event is folded again at boot, where immer measured about 12 times as slow, and its 6.5 KB gzip would join each chunk that used it.',
  },
];

/** Per folder of src/, what it must not import. Later rules do not replace earlier ones: one block each. */
const BOUNDARIES = {
  // The vocabulary is ours: events never take the server's shapes.
  messages: [rule(['api', 'domain', 'app', 'screens', 'tracking', 'sandbox'], 'messages/ is the vocabulary: it imports only kernel/ and io-ts.')],
  // The engine and the kernel know no area.
  bus: [rule(['domain', 'app', 'screens', 'api', 'tracking', 'sandbox'], 'bus/ sits below every area.')],
  kernel: [rule(['domain', 'app', 'screens', 'api', 'tracking', 'sandbox', 'messages'], 'kernel/ sits below everything.')],
  // Tracking is derived from events; it never reaches into the composition root.
  tracking: [rule(['app', 'screens'], 'tracking/ never imports app/ or screens/.'), SANDBOX],
  'event-log': [rule(['app', 'screens', 'domain'], 'event-log/ folds whatever parts it is given.'), SANDBOX],
  api: [
    rule(['app', 'screens', 'domain'], 'api/ speaks HTTP; areas call it.'),
    // The wire shapes are the server's, the vocabulary is ours: they share only the kernel's brands.
    rule(['messages'], 'api/ never imports messages/ (nor messages/ api/): take the brands from kernel/brands.'),
    SANDBOX,
  ],
  components: [rule(['app', 'domain', 'engine', 'screens', 'qa'], 'components/ are presentational.'), SANDBOX],
  // The top layers, one way (docs/architecture.md, "Boundaries"): app/ composes screens/ and qa/,
  // which stand on engine/ (runtime, hooks, services), which stands on routing/ and the areas.
  screens: [rule(['app'], 'screens/ never import app/ (the composition root): paths come from routing/, the runtime and services from engine/.'), SANDBOX],
  qa: [rule(['app', 'screens'], 'qa/ never imports app/ or screens/: app/qa-replay composes the replay with the shop.'), SANDBOX],
  engine: [rule(['app', 'screens', 'qa', 'cli'], 'engine/ sits below the composition root, the screens and QA: they import it, never the reverse.'), SANDBOX],
  routing: [rule(['app', 'screens', 'qa', 'engine', 'domain', 'tracking'], 'routing/ holds the paths every layer above takes: it imports none of them.'), SANDBOX],
  app: [SANDBOX],
  // Areas never import each other (screens compose them); the cart is the one shared door.
  ...Object.fromEntries(
    AREAS.map((area) => [
      `domain/${area}`,
      [
        SANDBOX,
        rule(['app', 'screens'], 'Areas sit below the screens and the composition root.'),
        ...AREAS.filter((other) => other !== area && !SHARED_AREAS.has(other)).map((other) => ({
          group: [`../${other}`, `../${other}/**`, `**/domain/${other}`, `**/domain/${other}/**`],
          message: `domain/${area} does not import domain/${other}: areas meet in screens and app/.`,
        })),
      ],
    ]),
  ),
};

/**
 * Brands are made by their codec or the kernel's checked arithmetic, never asserted. Every brand
 * src/kernel/brands.ts declares (`export const X = t.brand(`) is one, with its `XBrand`.
 */
const BRANDS = [...readFileSync(join(import.meta.dirname, 'src/kernel/brands.ts'), 'utf8').matchAll(/^export const (\w+) = t\.brand\(/gm)].map((m) => m[1]);
const BRAND_NAME = `/^(${BRANDS.join('|')})(Brand)?$/`;
/**
 * Members of our shapes that hold a brand: `x as CartLine['totalPrice']` asserts a Cents as surely
 * as `x as Cents`. A selector cannot know a member's type, so the names are listed:
 * test/lint-rules.test.ts finds every member declared with a brand in src/ and fails while one is
 * missing here. (A type alias of a brand, `type Price = Cents`, still needs type information to see.)
 */
const BRAND_MEMBERS = [
  'amount', 'available', 'cents', 'count', 'counts', 'date', 'dateTime', 'dates', 'datetime', 'datetime_end',
  'days', 'discount', 'dropped', 'end', 'expected', 'first', 'fromPrice', 'held', 'included', 'includedVat', 'last', 'left', 'max',
  'max_amount', 'min', 'min_amount', 'next', 'now', 'openedAt', 'paid', 'price', 'quantity', 'remaining', 'selected',
  'selectedDay', 'shipping', 'shippingCosts', 'soldOut', 'soldOutDates', 'sorting_datetime', 'start',
  'subCounts', 'subtotal', 'tax', 'time', 'today', 'total', 'totalCount', 'totalPrice', 'used', 'used_amount', 'was',
];
const MEMBER_NAME = `/^(${BRAND_MEMBERS.join('|')})$/`;
/** A `head` type that is an `as` (or `<T>`) assertion's type or inside it (`Cents | null`, `Count[]`), then `tail`. */
const CAST = ':matches(TSAsExpression, TSTypeAssertion)';
const inCast = (head, tail = '') => `${CAST} > ${head}.typeAnnotation${tail}, ${CAST} > .typeAnnotation ${head}${tail}`;
const BRAND_CAST = inCast(`TSTypeReference[typeName.name=${BRAND_NAME}]`);
/**
 * `X['price']`, `X['price' | 'count']`: an indexed access into a member that holds a brand (not
 * under `keyof`, which makes names of it, not values).
 */
const MEMBER = "TSIndexedAccessType:not(TSTypeOperator[operator='keyof'] *)";
const MEMBER_CAST = [
  inCast(MEMBER, ` > TSLiteralType.indexType > Literal[value=${MEMBER_NAME}]`),
  inCast(MEMBER, ` > TSUnionType.indexType > TSLiteralType > Literal[value=${MEMBER_NAME}]`),
].join(', ');
const AS_NEVER = 'TSAsExpression > TSNeverKeyword';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'coverage/**', 'docs/**', 'examples/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules; the React Compiler's rules (refs in render, …) assume a
      // compiler this build does not run.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: BRAND_CAST, message: `Make brands (${BRANDS.join(', ')}) with their codec or the kernel (src/kernel/), never with \`as\`.` },
        {
          selector: MEMBER_CAST,
          message: 'This member holds a brand: make the value with its codec or the kernel (src/kernel/), never assert it with `as X[...]`.',
        },
        { selector: AS_NEVER, message: '`as never` fits anything and so checks nothing (it hid brand casts); type the value, or say in a comment why TypeScript cannot.' },
      ],
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'as', objectLiteralTypeAssertions: 'allow-as-parameter' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Services are closures over their state (no `this`), destructured as `const { t } = useI18n()`.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { module: 'writable', require: 'readonly', exports: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' },
    },
  },
  // Tests read JSON answers and pass methods to expect(): `any` there fails loudly in the assertion.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'src/sandbox/test-support.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // `getByRole('textbox') as HTMLInputElement` reads better in a test than a type argument.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'as', objectLiteralTypeAssertions: 'allow' }],
    },
  },
  // Where brands are born: the kernel, the codecs (API and event primitives), and tests' fixtures.
  {
    files: ['src/kernel/**', 'src/api/codecs/**', 'src/messages/primitives.ts', '**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },

  // ---- restricted packages, everywhere in src/ (a folder's block below repeats them: a later
  // block's options replace an earlier one's) ----
  { files: ['src/**'], rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED_PACKAGES }] } },

  // ---- boundaries (ARCHITECTURE.md, layout and convention 3), one block per folder ----
  ...Object.entries(BOUNDARIES).map(([folder, patterns]) => ({
    files: [`src/${folder}/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED_PACKAGES, patterns }] },
  })),
);
