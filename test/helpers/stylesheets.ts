import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(__dirname, '../..');
const APP_STYLES = 'src/app/styles/index.css';
/** What every screen but home has: the runtime's chunk brings it (start-runtime.ts). */
const SCREEN_STYLES = 'src/app/styles/screens.css';

/** The custom properties the app's stylesheet declares on :root (the default theme). */
function rootProperties(): Map<string, string> {
  const declared = new Map<string, string>();
  const css = readFileSync(join(repo, APP_STYLES), 'utf8');
  for (const [, block = ''] of css.matchAll(/:root\s*\{([^}]*)\}/g)) {
    for (const [, name = '', value = ''] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) declared.set(name, value.trim());
  }
  return declared;
}

/** `var(--x)` and `var(--x, fallback)` written out; jsdom's getComputedStyle does not resolve them. */
function withPropertiesResolved(css: string, declared: Map<string, string>): string {
  let text = css;
  // A property may name another: a few passes settle every chain the stylesheet has.
  for (let pass = 0; pass < 4; pass++) {
    text = text.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*?))?\s*\)/g, (whole, name: string, fallback?: string) => declared.get(name) ?? fallback ?? whole);
  }
  return text;
}

/** `rgb(0 0 0 / 5%)` as `rgba(0, 0, 0, 0.05)`: jsdom reads only the comma notation. */
const withCommaColours = (css: string): string =>
  css.replace(/rgb\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\/\s*([\d.]+)(%?)\s*\)/g, (_, r: string, g: string, b: string, a: string, percent: string) => `rgba(${r}, ${g}, ${b}, ${percent ? Number(a) / 100 : Number(a)})`);

/**
 * The shop's stylesheets in the jsdom document while the tests of the calling `describe` (or
 * file) run; jest maps CSS imports to nothing. A test can then assert what the visitor sees
 * through getComputedStyle (a narrow column, a label shown only to screen readers, a message
 * in the danger colour) instead of which class an element carries, so it fails when the page
 * stops looking so, whatever the classes are called. jsdom cascades the rules in sheet order
 * and skips media queries; custom properties take their :root values, and colours are written
 * in the notation jsdom reads.
 */
export function withStylesheets(...files: string[]): void {
  let style: HTMLStyleElement | undefined;
  beforeAll(() => {
    const declared = rootProperties();
    style = document.createElement('style');
    style.textContent = [APP_STYLES, SCREEN_STYLES, ...files].map((file) => withCommaColours(withPropertiesResolved(readFileSync(join(repo, file), 'utf8'), declared))).join('\n');
    document.head.appendChild(style);
  });
  afterAll(() => style?.remove());
}

/** A colour of the default theme (`--color-danger`) as getComputedStyle reports colours. */
export function themeColor(property: `--color-${string}`): string {
  const value = rootProperties().get(property);
  if (value === undefined) throw new Error(`themeColor: ${APP_STYLES} declares no ${property}`);
  const probe = document.createElement('span');
  probe.style.color = value;
  return probe.style.color;
}
