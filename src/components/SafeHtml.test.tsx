/** @jest-environment ./test/helpers/jsdom-env.js */
import { render, waitFor } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { withoutInlineCode } from './sanitize-common';
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

  it('with the Sanitizer API: setHTML with the built-in list, the shop’s additions and no SVG or MathML; addresses checked after it; no DOMPurify', () => {
    const configured: unknown[] = [];
    class FakeSanitizer {
      allowAttribute(name: string) {
        configured.push(['allow', name]);
        return true;
      }
      allowElement(element: unknown) {
        configured.push(['allow', element]);
        return true;
      }
      removeElement(element: unknown) {
        configured.push(['remove', element]);
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
    // Handlers go before the browser parses the text (html-allow-list.ts, withoutInlineCode).
    expect(calls[0]?.html).toBe(HOSTILE.replace('onerror="window.__owned = 1"', ''));
    expect(calls[0]?.sanitizer).toBeInstanceOf(FakeSanitizer);
    expect(configured).toEqual([
      ['allow', 'class'],
      ['allow', 'title'],
      ['allow', 'target'],
      ['allow', 'rel'],
      ['allow', { name: 'img', attributes: ['src', 'alt', 'width', 'height'] }],
      ['remove', { name: 'svg', namespace: 'http://www.w3.org/2000/svg' }],
      ['remove', { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' }],
    ]);
    const section = container.querySelector('section.prose');
    expect(section?.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('withoutInlineCode', () => {
  it('takes inline handlers and styles out of tags, however written, and leaves text and other attributes alone', () => {
    expect(withoutInlineCode('<a href="/x" onclick="t(this)">on=1 onclick=2 style=3</a><img src=x onerror=alert(1)/><p title="a"onmouseover=\'x\' ONLOAD = "y" style="color: red" class=c>z</p>')).toBe(
      '<a href="/x" >on=1 onclick=2 style=3</a><img src=x ><p title="a"   class=c>z</p>',
    );
  });
});
