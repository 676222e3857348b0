import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stylesheetsUnder, withoutComments } from '../../../test/helpers/css-source';

/**
 * The shop's text comes in the type scale's sizes and weights (index.css `--text-*`, and
 * one strong weight, 600), nothing in between. Besides a calmer page, every family × size × weight a
 * page shows is one font lookup in its first layout (on Linux a synchronous call to the browser,
 * 1–4 ms here); twenty-two sizes and two strong weights had a tour’s first view make 18–22 of them
 * (docs/performance.md, "A type scale"). The voucher's picture is a graphic of its own sizes.
 */
const SCALE_SIZE = /^var\(--text-(?:xs|sm|md|lg|xl|2xl)\)$/;
const SCALE_WEIGHT = /^(?:400|600)$/;
const GRAPHICS = new Set(['.voucher-card__face, .voucher-visual', '.voucher-visual__amount']);

const root = join(__dirname, '..', '..');
const stylesheets = stylesheetsUnder(root);

/** Every rule's selector with each declaration of `property` in it. */
function declarations(css: string, property: string): Array<{ selector: string; value: string }> {
  const bare = withoutComments(css);
  const out: Array<{ selector: string; value: string }> = [];
  for (const rule of bare.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (rule[1] as string).trim();
    for (const declaration of (rule[2] as string).split(';')) {
      const [name, ...value] = declaration.split(':');
      if (name?.trim() === property) out.push({ selector, value: value.join(':').trim() });
    }
  }
  return out;
}

describe('the type scale', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.map((file) => relative(root, file))).toEqual(expect.arrayContaining([join('app', 'styles', 'index.css'), join('screens', 'tours', 'tours.css')]));
  });

  it.each(stylesheets.map((file) => [relative(root, file), file]))('%s: every font size is a step of the scale', (_name, file) => {
    const off = declarations(readFileSync(file, 'utf8'), 'font-size').filter(({ selector, value }) => !SCALE_SIZE.test(value) && !GRAPHICS.has(selector));
    expect(off).toEqual([]);
  });

  it.each(stylesheets.map((file) => [relative(root, file), file]))('%s: every font weight is the normal or the strong one', (_name, file) => {
    const off = declarations(readFileSync(file, 'utf8'), 'font-weight').filter(({ value }) => !SCALE_WEIGHT.test(value));
    expect(off).toEqual([]);
  });

  it('the body text is the scale’s middle step, and the browser’s own bold (server HTML’s b and strong) is the strong weight', () => {
    const index = readFileSync(join(root, 'app', 'styles', 'index.css'), 'utf8');
    expect(declarations(index, 'font-size').find((d) => d.selector === 'body')?.value).toBe('var(--text-md)');
    expect(declarations(index, 'font-weight').find((d) => d.selector === 'b, strong')?.value).toBe('600');
  });
});
