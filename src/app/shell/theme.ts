/**
 * A museum sets its colours and fonts in the remote configuration as CSS custom properties
 * (`{"--color-accent": "#b4002d"}`). Only `--` names are applied, and only values made of
 * colours, lengths (and other numbers with a unit) and font stacks: a value the browser would
 * fetch something for (`url()`, `image-set()`, `src()`) or that reaches further (`var()`,
 * `attr()`, `env()`, escapes, comments, `!important`) is left out, whatever the property.
 */

const HEX = '#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})';
const NUMBER = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[+-]?\\d+)?';
/** A number, a percentage or a dimension (`1.5rem`, `300ms`, `350deg`). */
const DIMENSION = `${NUMBER}(?:%|[a-z]{1,5})?`;
/** A keyword: a named colour, `ease`, a font family name (`Georgia`, `-apple-system`). Never a function: no `(` may follow. */
const IDENT = '-{0,2}[a-z_][a-z0-9_-]*';
/** A quoted font family name: letters, digits, spaces, dots and hyphens only (no quote, backslash or bracket inside). */
const STRING = `"[\\w .-]*"|'[\\w .-]*'`;
const COLOUR_ARG = `(?:${DIMENSION}|none)`;
const COLOUR_FUNCTION = `(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(\\s*${COLOUR_ARG}(?:(?:\\s*[,/]\\s*|\\s+)${COLOUR_ARG})*\\s*\\)`;
const PART = `(?:${HEX}|${COLOUR_FUNCTION}|${DIMENSION}|${STRING}|${IDENT})`;
/** Parts separated by spaces or commas: `0 1px 2px rgb(0 0 0 / 6%)`, `"Source Sans 3", Arial, sans-serif`. */
const VALUE = new RegExp(`^${PART}(?:\\s*,\\s*${PART}|\\s+${PART})*$`, 'i');
const NAME = /^--[a-z0-9-]+$/i;
/** Longer than any colour, length or font stack a theme needs. */
const MAX_VALUE = 300;

/** A colour, length or font stack (or a list of them): nothing that loads or reaches anything. */
export function isThemeValue(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_VALUE && VALUE.test(trimmed);
}

/** Applies the theme's custom properties; returns the names it left out (bad name or value). */
export function applyTheme(element: HTMLElement, theme: Record<string, string> | undefined): string[] {
  const leftOut: string[] = [];
  if (!theme) return leftOut;
  for (const [name, value] of Object.entries(theme)) {
    if (NAME.test(name) && isThemeValue(value)) element.style.setProperty(name, value.trim());
    else leftOut.push(name);
  }
  return leftOut;
}
