import fc from 'fast-check';
import { isSameOrigin, safeInternalPath } from './return-target';
import { runs } from '../../test/helpers/runs';

const ORIGIN = 'https://shop.kunsthalle.example';

describe('safeInternalPath', () => {
  it.each([
    ['/de/checkout', '/de/checkout'],
    ['/de/checkout?step=payment#top', '/de/checkout?step=payment#top'],
    ['de/checkout', '/de/checkout'],
    [`${ORIGIN}/en/checkout/accepted?cartId=12`, '/en/checkout/accepted?cartId=12'],
    [`${ORIGIN}//evil.example/x`, '/evil.example/x'],
    ['/', '/'],
  ])('keeps %s as %s', (input, expected) => {
    expect(safeInternalPath(input, ORIGIN)).toBe(expected);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/de/checkout'],
    ['a backslash trick', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['leading whitespace before //', '  //evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['JAVASCRIPT: upper case', 'JAVASCRIPT:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another host', 'https://evil.example/de/checkout'],
    ['a look-alike host', 'https://shop.kunsthalle.example.evil.example/'],
    ['user info before another host', 'https://shop.kunsthalle.example@evil.example/'],
    ['another port', 'https://shop.kunsthalle.example:8443/de'],
    ['plain http to an https shop', 'http://shop.kunsthalle.example/de'],
    ['a blob URL carrying our origin', `blob:${ORIGIN}/3f1c2e`],
    ['an unparsable URL', 'https://['],
  ])('rejects %s', (_, input) => {
    expect(safeInternalPath(input, ORIGIN)).toBeNull();
  });

  it('rejects everything when our own origin is not a web origin', () => {
    expect(safeInternalPath('/de', 'null')).toBeNull();
    expect(safeInternalPath('/de', 'file:///tmp/index.html')).toBeNull();
  });

  const INPUTS = runs(2000, 300);
  it(`property: the result is null or one-slash path that stays on our origin (${INPUTS} runs)`, () => {
    const interesting = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc
        .tuple(fc.constantFrom('', '/', '//', '\\', '/\\', ' ', '\t', 'javascript:', 'https:', 'http://', ORIGIN), fc.string())
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(interesting, (input) => {
        const result = safeInternalPath(input, ORIGIN);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.startsWith('/\\')).toBe(false);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        // Resolving it against a different page of ours must not change where it points.
        expect(new URL(result, `${ORIGIN}/de/some/deep/page`).origin).toBe(ORIGIN);
      }),
      { numRuns: INPUTS },
    );
  });

  it('property: every path on our origin survives unchanged', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, query, fragment) => {
        const safePath = `/${path.replace(/^\/+/, '')}`;
        const input = `${safePath}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
        const expected = new URL(input, ORIGIN);
        // A path that resolves to `//…` (e.g. `/.//x`) comes back with one leading slash: as a
        // link, `//x` would be protocol-relative and leave the origin.
        const pathname = expected.pathname.replace(/^\/+/, '/');
        expect(safeInternalPath(input, ORIGIN)).toBe(`${pathname}${expected.search}${expected.hash}`);
      }),
    );
  });

  it('property: any other web host is rejected', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        fc.pre(new URL(url).origin !== ORIGIN);
        expect(safeInternalPath(url, ORIGIN)).toBeNull();
        expect(isSameOrigin(url, ORIGIN)).toBe(false);
      }),
    );
  });
});

describe('isSameOrigin', () => {
  it('accepts relative and absolute addresses on our origin', () => {
    expect(isSameOrigin('/de/login?fromUnauthorized=1', ORIGIN)).toBe(true);
    expect(isSameOrigin(`${ORIGIN}/de`, ORIGIN)).toBe(true);
    expect(isSameOrigin(`${ORIGIN}/de`, `${ORIGIN}/any/page`)).toBe(true);
  });

  it('rejects other origins and non-web schemes', () => {
    expect(isSameOrigin('//evil.example', ORIGIN)).toBe(false);
    expect(isSameOrigin('javascript:void(0)', ORIGIN)).toBe(false);
    expect(isSameOrigin(`blob:${ORIGIN}/x`, ORIGIN)).toBe(false);
  });
});
