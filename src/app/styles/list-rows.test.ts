import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stylesheetsUnder, withoutComments } from '../../../test/helpers/css-source';

/**
 * A long list's rows are never chosen by their siblings. With a rule like `.cart-line +
 * .cart-line` (or `~`, or `:nth-child`, `:last-child`…), Blink recalculates the style of every row
 * after the one that goes: removing the first of 55 basket lines restyled 52 elements instead of
 * 2 (a trace of the bench's removal, docs/performance.md). The rows' spacing is each row's own
 * margin instead.
 */
const ROW_CLASSES = ['cart-line'];
const SIBLING_DEPENDENT = /[+~]|:(?:nth-child|nth-last-child|first-child|last-child|only-child|nth-of-type|nth-last-of-type|first-of-type|last-of-type|only-of-type)\b/;

/** Every selector of a stylesheet, comments and declaration blocks left out. */
function selectors(css: string): string[] {
  const bare = withoutComments(css);
  const out: string[] = [];
  for (const match of bare.matchAll(/([^{}]+)\{/g)) {
    const prelude = (match[1] as string).trim();
    if (prelude.startsWith('@')) continue; // @media and friends: their rules follow inside
    out.push(...prelude.split(',').map((s) => s.trim()));
  }
  return out;
}

/** The selector's compounds that name a row class, with the combinators around them. */
function rowChoiceBySiblings(selector: string): boolean {
  // Compounds and combinators as written: "a + .cart-line:hover > b" → ['a', '+', '.cart-line:hover', '>', 'b'].
  const parts = selector.replace(/\s*([+~>])\s*/g, ' $1 ').split(/\s+/);
  return parts.some((part, k) => {
    const namesRow = ROW_CLASSES.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(part));
    if (!namesRow) return false;
    return SIBLING_DEPENDENT.test(part) || ['+', '~'].includes(parts[k - 1] ?? '') || ['+', '~'].includes(parts[k + 1] ?? '');
  });
}

describe('list rows in the stylesheets', () => {
  test('the rule finds what it is for', () => {
    expect(rowChoiceBySiblings('.cart-line + .cart-line')).toBe(true);
    expect(rowChoiceBySiblings('.cart-lines > .cart-line:last-child')).toBe(true);
    expect(rowChoiceBySiblings('.cart-line ~ p')).toBe(true);
    expect(rowChoiceBySiblings('.cart-line__part + .cart-line__part')).toBe(false);
    expect(rowChoiceBySiblings('.screen-xs .cart-line')).toBe(false);
    expect(selectors('/* a { */ @media (x) { .a + .b, .c { d: e } }')).toEqual(['.a + .b', '.c']);
  });

  test('no basket row is styled through its siblings', () => {
    const found = stylesheetsUnder(join(__dirname, '../..')).flatMap((file) =>
      selectors(readFileSync(file, 'utf8'))
        .filter(rowChoiceBySiblings)
        .map((selector) => `${file}: ${selector}`),
    );
    expect(found).toEqual([]);
  });
});
