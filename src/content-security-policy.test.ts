import { createHash } from 'node:crypto';
import { contentSecurityPolicy, frameAncestors, inlineScripts, policyInHtml, withPolicyMeta } from './content-security-policy';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('the Content-Security-Policy (docs/security.md)', () => {
  it('allows the shop’s own files and worker, its inline first script by hash, images and the API; nothing inline, no eval, no plugins, no base', () => {
    expect(contentSecurityPolicy({ scriptHashes: ['abc='], apiBase: '/api/' })).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc='; worker-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'",
    );
  });

  it('an API on another origin is reached and its images shown (the origin only, never its path)', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], apiBase: 'http://tickets.museum.example:8443/api/' });
    expect(policy).toContain("connect-src 'self' http://tickets.museum.example:8443;");
    expect(policy).toContain("img-src 'self' data: https: http://tickets.museum.example:8443;");
    expect(policy).toContain("script-src 'self';");
  });

  it('frame-ancestors names the configured host origins; anything that is no http(s) origin is left out', () => {
    expect(frameAncestors(undefined)).toBe("frame-ancestors 'self'");
    expect(frameAncestors(['https://www.kunsthalle.example', 'http://127.0.0.1:4100/'])).toBe("frame-ancestors 'self' https://www.kunsthalle.example http://127.0.0.1:4100");
    expect(frameAncestors(['*', "https://a.example; script-src 'unsafe-inline'", 'javascript:alert(1)', 'https://c.example/path?q', 42, 'https://*.example', 'data:text/html,x', 'https://b.example'])).toBe(
      "frame-ancestors 'self' https://b.example",
    );
  });

  it('the inline scripts of a page (not those with a src), and the policy its meta tag carries', () => {
    const html = '<html><head><meta charset=utf-8><script>var a = 1;</script><script defer src=/assets/main.js></script><script type="module">b()</script></head></html>';
    expect(inlineScripts(html)).toEqual(['var a = 1;', 'b()']);
    const withMeta = withPolicyMeta(html, "default-src 'none'");
    expect(withMeta).toContain('<meta charset=utf-8><meta http-equiv="Content-Security-Policy" content="default-src \'none\'"><script>');
    expect(policyInHtml(withMeta)).toBe("default-src 'none'");
    expect(policyInHtml(html)).toBeNull();
    expect(sha256('var a = 1;')).toMatch(/=$/);
  });
});
