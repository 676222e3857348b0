import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every stylesheet under `dir`, at any depth, as full paths. */
export function stylesheetsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(dir, file));
}

/** The stylesheet's text without its comments, which may hold braces and declarations. */
export const withoutComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, '');
