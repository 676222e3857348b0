import { readFileSync } from 'node:fs';
import { BROWSER_UI_FEATURES_OFF, PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_FEATURES_OFF, SPAWNED_CHROMIUM_ARGS } from './chromium';

/** The features the installed playwright-core turns off itself, read from its bundle's `disabledFeatures`. */
function playwrightFeaturesOff(): string[] {
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle);
  if (!list?.[1]) throw new Error('playwright-core no longer declares `disabledFeatures = [...]`: read its chromiumSwitches and update test/chromium.ts');
  const code = list[1].replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
}

const featuresOff = (args: readonly string[]): string[][] => args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));

describe('the Chromium every browser run starts', () => {
  it('restates the features playwright-core turns off, which a second --disable-features would otherwise turn back on', () => {
    expect([...PLAYWRIGHT_FEATURES_OFF].sort()).toEqual(playwrightFeaturesOff().sort());
  });

  it('turns the address bar popup off in one --disable-features, after Playwright’s own', () => {
    const lists = featuresOff(PLAYWRIGHT_CHROMIUM_ARGS);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toEqual([...PLAYWRIGHT_FEATURES_OFF, ...BROWSER_UI_FEATURES_OFF]);
  });

  it('keeps Chromium’s other defaults where no Playwright starts it (Lighthouse)', () => {
    expect(featuresOff(SPAWNED_CHROMIUM_ARGS)).toEqual([[...BROWSER_UI_FEATURES_OFF]]);
    expect(SPAWNED_CHROMIUM_ARGS.filter((a) => !a.startsWith('--disable-features='))).toEqual(PLAYWRIGHT_CHROMIUM_ARGS.filter((a) => !a.startsWith('--disable-features=')));
  });
});
