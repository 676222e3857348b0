/**
 * How every Chromium of this project starts (the benchmarks, Lighthouse, the browser tests, the
 * engines' run, the screenshots): Debian's, nothing downloaded, and no browser UI working beside
 * the page.
 */

/** Debian's Chromium, or the one CHROME_PATH names. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing of its own on the network (updates, field trials) while a page is measured. */
const BASE_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * The address bar's suggestion popup, which Chromium (156, Debian's here) renders as a WebUI page
 * for every new window, headless too: two `chrome://omnibox-popup.top-chrome` renderers, some
 * 1.2–1.7 s of CPU, at the very moment a new context's page loads. On this 2-core machine the
 * page's main thread then got 40–60 % of a core and a first visit's tasks took half as long again
 * or more (docs/performance.md "No browser UI beside the measured page"). A visitor's browser has
 * its window long open. Puppeteer turns the two off by default too (its PR 15278: they broke its
 * automation).
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * The features playwright-core 1.65 turns off itself (its `chromiumSwitches`). Chromium reads only
 * the last `--disable-features`, so the one a Playwright launch adds must restate them:
 * `test/chromium.test.ts` compares this list with the installed playwright-core's.
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** The arguments of a Chromium that playwright-core launches (its own switches come first). */
export const PLAYWRIGHT_CHROMIUM_ARGS: readonly string[] = [...BASE_ARGS, `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...BROWSER_UI_FEATURES_OFF].join(',')}`];

/**
 * The arguments of a Chromium started directly (Lighthouse's): nothing else turns features off,
 * and Chromium's defaults (paint holding among them) stay as a visitor's browser has them.
 */
export const SPAWNED_CHROMIUM_ARGS: readonly string[] = [...BASE_ARGS, `--disable-features=${BROWSER_UI_FEATURES_OFF.join(',')}`];
