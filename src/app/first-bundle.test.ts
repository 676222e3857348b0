/**
 * What the first bundle may not contain: the areas' read models, epics, event codecs and API
 * codecs load with their routes (docs/architecture.md, "Lazy areas"). Walks the static
 * imports from src/main.tsx as webpack does (dynamic `import()` starts another chunk; type-only
 * imports are erased), so an accidental import pulling an area into the entry fails here and
 * not only in `npm run size`.
 */
import { join } from 'node:path';
import { firstBundle, root } from '../../test/helpers/static-imports';

describe('the first bundle', () => {
  const { files, packages, specifiers } = firstBundle(join(root, 'src/main.tsx'));
  // The runtime's chunk: what starts on demand (docs/decisions.md "A first visit without the runtime").
  const runtime = firstBundle(join(root, 'src/app/runtime-entry.ts'));

  it('holds the shell and the runtime source, not the runtime: no log, message, bus or read model', () => {
    for (const file of ['src/app/boot.tsx', 'src/engine/runtime-source.ts', 'src/app/shell/Header.tsx', 'src/app/shell/CookieNotice.tsx', 'src/api/requests.ts']) {
      expect(files).toContain(file);
    }
    const runtimeOnly = [/^src\/engine\/runtime\.ts$/, /^src\/app\/(start-runtime|runtime-entry)\.ts$/, /^src\/event-log\//, /^src\/messages\//, /^src\/bus\/(?!deps\.ts$)/, /^src\/api\/client\.ts$/];
    expect([...files].filter((file) => runtimeOnly.some((pattern) => pattern.test(file)))).toEqual([]);
    // Of the domain, only what the shell shows before the runtime starts (the basket count, the
    // consent) and the areas the route table loads for the checkout.
    expect([...files].filter((file) => file.startsWith('src/domain/')).sort()).toEqual(['src/domain/cart/basket-areas.ts', 'src/domain/cart/count.ts', 'src/domain/ui/consent.ts']);
  });

  it('the runtime chunk holds the core: runtime, log, cart, session, ui, account, shipping', () => {
    for (const file of [
      'src/engine/runtime.ts',
      'src/event-log/parts.ts',
      'src/app/areas/index.ts',
      'src/domain/cart/read-model.ts',
      'src/domain/shipping/epics.ts',
      'src/messages/events/cart.ts',
    ]) {
      expect(runtime.files).toContain(file);
    }
  });

  it('holds no area, nor does the runtime chunk: no area read model, epic, event or response codec, area module, nor the Node-only compositions', () => {
    const forbidden = [
      /^src\/domain\/(tickets|merchandise|vouchers|tours)\//,
      // The payment area's read model and decisions come with the checkout; the runtime's start
      // keeps only the ledger's records, for the browser's store (app/payment-ledger.ts).
      /^src\/domain\/payment\/(?!ledger-records\.ts$)/,
      /^src\/messages\/events\/(tickets|merchandise|vouchers|tours)\.ts$/,
      /^src\/app\/areas\/(tickets|merchandise|vouchers|tours|all)\.ts$/,
      /^src\/engine\/root-state\.ts$/,
      /^src\/app\/read-models\.ts$/,
      /^src\/messages\/all-events\.ts$/,
      /^src\/api\/codecs\/(tours|tickets|merchandise|vouchers)\.ts$/,
      /^src\/api\/all-response-codecs\.ts$/,
      /^src\/screens\/(tickets|merchandise|vouchers|tours|checkout)\//,
      /^src\/sandbox\//,
      // Tracking's mapping loads once the visitor agrees (tracking/lazy.ts).
      /^src\/tracking\/(tracker|spec|ga4)\.ts$/,
    ];
    expect([...files, ...runtime.files].filter((file) => forbidden.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it('the home page, a first visit’s one screen, adds no area either: of the tickets only the small current-exhibition selector', () => {
    const home = firstBundle(join(root, 'src/screens/home/HomeScreen.tsx'));
    const added = [...home.files].filter((file) => !files.has(file));
    expect(added.filter((file) => file.startsWith('src/domain/'))).toEqual(['src/domain/tickets/current-exhibition.ts']);
    expect(added.filter((file) => /^src\/(messages\/events|api\/codecs|app\/areas|screens\/(?!home\/)|event-log)/.test(file))).toEqual([]);
    expect([...home.packages].filter((p) => !packages.has(p))).toEqual([]);
  });

  it('holds the libraries the shell needs, not rxjs (the runtime’s) nor those of calendars, login or server HTML', () => {
    expect([...packages].sort()).toEqual(['fp-ts', 'io-ts', 'react', 'react-dom', 'react-router-dom']);
    expect(runtime.packages).toContain('rxjs');
  });

  it('formats the frame’s first texts without node-polyglot, which comes with the runtime (i18n/translator.ts)', () => {
    expect(files).toContain('src/i18n/phrase-format.ts');
    expect(files.has('src/i18n/polyglot.ts')).toBe(false);
    expect(runtime.files).toContain('src/i18n/polyglot.ts');
    expect(runtime.packages).toContain('node-polyglot');
  });

  it("checks the shell's answers with io-ts's guards: no io-ts codec, its own or the shop's, comes with it", () => {
    expect([...specifiers].filter((s) => s.startsWith('io-ts'))).toEqual(['io-ts/Guard']);
    const codecs = ['src/kernel/brands.ts', 'src/api/codecs/primitives.ts', 'src/api/codecs/shell.ts', 'src/api/codecs/customer-data.ts', 'src/api/codecs/common.ts'];
    expect(codecs.filter((file) => files.has(file))).toEqual([]);
    expect(files).toContain('src/api/codecs/shell-guards.ts');
  });
});
