/** @jest-environment ./test/helpers/jsdom-env.js */
import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizerConfig } from './html-allow-list';
import { HOSTILE_CASES } from '../../test/helpers/hostile-html';

const HOSTILE = '<p class="lead">Hi <a href="https://museum.example" target="_blank">site</a><a href="javascript:alert(1)">x</a><img src="x" onerror="window.__owned = 1"></p><script>window.__owned = 1</script>';

// The first tests run without the Sanitizer API, the last with it (the instance is kept).
describe('SafeHtml', () => {
  afterEach(() => {
    delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });

  it('without the Sanitizer API: DOMPurify, loaded on first use, strips scripts, handlers and javascript: links', async () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    await waitFor(() => expect(container.textContent).toContain('Hi site'));
    expect(container.innerHTML).not.toMatch(/script|onerror|javascript:/);
    expect(container.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    // Everything else as the server sent it: the paragraph keeps the museum's class for its
    // styles, the link its target, the image its source.
    expect(container.firstElementChild?.innerHTML).toBe(
      '<p class="lead">Hi <a href="https://museum.example" target="_blank" rel="noopener noreferrer">site</a><a>x</a><img src="x"></p>',
    );
  });

  it.each(HOSTILE_CASES)('without the Sanitizer API: the same list as the browser’s own path (issue 29): %s', async (html, expected) => {
    const { container } = render(<SafeHtml html={`${html}<span>end</span>`} />);
    await waitFor(() => expect(container.textContent).toContain('end'));
    expect(container.firstElementChild?.innerHTML).toBe(`${expected}<span>end</span>`);
  });

  it('with the Sanitizer API: setHTML with the one allow-list (html-allow-list.ts), addresses checked after it; no DOMPurify', () => {
    const configs: unknown[] = [];
    class FakeSanitizer {
      constructor(config: unknown) {
        configs.push(config);
      }
    }
    const calls: Array<{ html: string; sanitizer: unknown }> = [];
    (globalThis as { Sanitizer?: unknown }).Sanitizer = FakeSanitizer;
    (Element.prototype as { setHTML?: unknown }).setHTML = function (this: Element, html: string, options: { sanitizer: unknown }) {
      calls.push({ html, sanitizer: options.sanitizer });
      // The browser's own safe parsing: here just the link that survives it.
      this.innerHTML = '<p>Hi <a href="https://museum.example" target="_blank">site</a></p>';
    };
    const { container } = render(<SafeHtml html={HOSTILE} as="section" className="prose" />);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.html).toBe(HOSTILE);
    expect(calls[0]?.sanitizer).toBeInstanceOf(FakeSanitizer);
    expect(configs).toEqual([sanitizerConfig()]);
    expect(configs[0]).toMatchObject({ attributes: ['class', 'dir', 'lang', 'title', 'target', 'rel'], comments: false, dataAttributes: false });
    const elements = (configs[0] as { elements: Array<{ name: string }> }).elements.map((e) => e.name);
    expect(elements).toEqual(expect.arrayContaining(['p', 'a', 'img', 'table', 'h2']));
    for (const unsafe of ['form', 'input', 'style', 'script', 'iframe', 'svg', 'math', 'link', 'base', 'meta']) expect(elements).not.toContain(unsafe);
    const section = container.querySelector('section.prose');
    expect(section?.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
