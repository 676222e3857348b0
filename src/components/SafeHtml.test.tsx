/** @jest-environment ./test/helpers/jsdom-env.js */
import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

const HOSTILE = '<p class="lead">Hi <a href="https://museum.example" target="_blank">site</a><a href="javascript:alert(1)">x</a><img src="x" onerror="window.__owned = 1"></p><script>window.__owned = 1</script>';

// The first test runs without the Sanitizer API, the second with it (the instance is kept).
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

  it('with the Sanitizer API: setHTML with class, title, link targets and images allowed; no DOMPurify', () => {
    const allowed: unknown[] = [];
    class FakeSanitizer {
      allowAttribute(name: string) {
        allowed.push(name);
        return true;
      }
      allowElement(element: unknown) {
        allowed.push(element);
        return true;
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
    expect(allowed).toEqual(['class', 'title', 'target', 'rel', { name: 'img', attributes: ['src', 'alt', 'width', 'height'] }]);
    const section = container.querySelector('section.prose');
    expect(section?.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
