/** @jest-environment ./test/helpers/jsdom-env.js */
import { plainText } from './plain-text';

describe('the words of server HTML', () => {
  it('keeps the text, folds whitespace, drops tags', () => {
    expect(plainText('<p>One year of <strong>free</strong> entry,\n  openings and <a href="/x">10 %</a> off.</p>')).toBe('One year of free entry, openings and 10 % off.');
  });

  it('runs nothing and loads nothing: scripts and handlers stay inert', () => {
    const before = (globalThis as { pwned?: boolean }).pwned;
    expect(plainText('<img src=x onerror="globalThis.pwned = true"><script>globalThis.pwned = true</script><style>p{}</style>Hi')).toBe('Hi');
    expect((globalThis as { pwned?: boolean }).pwned).toBe(before);
  });
});
