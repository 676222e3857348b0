/** @jest-environment ./test/helpers/jsdom-env.js */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_FACES, warmFonts } from './font-warmup';

const box = () => document.body.querySelector<HTMLElement>('div[aria-hidden="true"]');

/**
 * Each layout of the warm-up's box: the fonts of the faces in it when it was asked for its size.
 * (As set: jsdom's style parser does not keep a `font` shorthand of custom properties.)
 */
function watchLayouts(): string[][] {
  const layouts: string[][] = [];
  const fonts = new WeakMap<CSSStyleDeclaration, string>();
  const setProperty = CSSStyleDeclaration.prototype.setProperty;
  jest.spyOn(CSSStyleDeclaration.prototype, 'setProperty').mockImplementation(function (this: CSSStyleDeclaration, name: string, value: string | null, priority?: string) {
    if (name === 'font' && value !== null) fonts.set(this, value);
    setProperty.call(this, name, value, priority);
  });
  const original = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this === box()) layouts.push(Array.from(this.children as HTMLCollectionOf<HTMLElement>, (span) => fonts.get(span.style) ?? 'none'));
    return original.call(this);
  });
  return layouts;
}

/** The font shorthand a face is laid out in: the theme's custom properties, resolved by the browser. */
const font = (face: string): string => {
  const [family, step, weight] = face.split(' ');
  return `${weight} var(--text-${step}) var(--font-${family})`;
};

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('warmFonts', () => {
  it('lays every face out once, two per task, in text that is neither seen nor heard, and then leaves', async () => {
    const layouts = watchLayouts();
    let done = false;
    void warmFonts(document).then(() => (done = true));
    // Nothing inside the task that called it.
    expect(layouts).toEqual([]);
    expect(box()?.className).toBe('visually-hidden');

    const tasks = Math.ceil(FIRST_VIEW_FACES.length / 2);
    const perTask: number[] = [];
    for (let i = 0; i < tasks; i++) {
      const before = layouts.length;
      // Only the timers already set: one task of the warm-up at a time.
      await jest.runOnlyPendingTimersAsync();
      perTask.push(layouts.length - before);
    }
    expect(perTask).toEqual(Array(tasks).fill(1));
    expect(layouts.every((faces) => faces.length >= 1 && faces.length <= 2)).toBe(true);
    expect(layouts.flat()).toEqual(FIRST_VIEW_FACES.map(font));
    expect(done).toBe(true);
    expect(box()).toBeNull();
  });

  it('names its faces in the theme’s custom properties, so a theme’s families are the ones looked up', async () => {
    const layouts = watchLayouts();
    const done = warmFonts(document, ['display 2xl 600', 'body xs 400', 'body sm 600']);
    await jest.runAllTimersAsync();
    await done;
    expect(layouts).toEqual([['600 var(--text-2xl) var(--font-display)', '400 var(--text-xs) var(--font-body)'], ['600 var(--text-sm) var(--font-body)']]);
  });

  it('names only families and steps the stylesheet defines (a renamed step would warm nothing)', () => {
    const css = readFileSync(join(__dirname, '../styles/index.css'), 'utf8');
    const defined = new Set(Array.from(css.matchAll(/^\s*(--(?:font|text)-[a-z0-9]+):/gm), (m) => m[1]));
    for (const face of FIRST_VIEW_FACES) {
      const [family, step] = face.split(' ');
      expect(defined).toContain(`--font-${family}`);
      expect(defined).toContain(`--text-${step}`);
    }
  });
});
