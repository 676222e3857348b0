import { applyTheme } from './theme';

function fakeElement() {
  const set = new Map<string, string>();
  return { element: { style: { setProperty: (name: string, value: string) => void set.set(name, value) } } as unknown as HTMLElement, set };
}

describe('applyTheme', () => {
  it('applies CSS custom properties from the configuration', () => {
    const { element, set } = fakeElement();
    applyTheme(element, { '--color-accent': '#a23e2a', '--font-body': '"Source Sans 3", sans-serif', '--space-3': '1.1rem' });
    expect(Object.fromEntries(set)).toEqual({ '--color-accent': '#a23e2a', '--font-body': '"Source Sans 3", sans-serif', '--space-3': '1.1rem' });
  });

  it('applies only `--` names, and no value that could break out of the declaration', () => {
    const { element, set } = fakeElement();
    applyTheme(element, {
      color: 'red',
      background: 'url(javascript:alert(1))',
      '-webkit-foo': 'x',
      '--ok': 'blue',
      '--bad name': 'x',
      '--evil': 'red; background: url(https://evil.example/x)',
      '--brace': '} body { display: none',
      '--tag': '</style><script>',
    });
    expect([...set.keys()]).toEqual(['--ok']);
  });


  it('applies colours, lengths and font stacks, and every value of the built-in look (issue 29)', () => {
    const { element, set } = fakeElement();
    const theme = {
      '--color-accent': '#B4002D',
      '--color-soft': 'rgb(180 0 45 / 10%)',
      '--color-old': 'rgba(180, 0, 45, 0.1)',
      '--color-hsl': 'hsl(350deg 100% 35%)',
      '--color-ok': 'oklch(0.5 0.2 20)',
      '--color-named': 'rebeccapurple',
      '--color-none': 'transparent',
      '--radius': '0',
      '--space-3': '-1.25e1px',
      '--content-width': '72rem',
      '--font-display': '"Playfair Display", Georgia, \'Times New Roman\', serif',
      '--font-body': '-apple-system, system-ui, sans-serif',
      '--shadow': '0 1px 2px rgb(0 0 0 / 6%), 0 4px 16px rgb(0 0 0 / 6%)',
      '--transition': '300ms ease',
    };
    expect(applyTheme(element, theme)).toEqual([]);
    expect(Object.fromEntries(set)).toEqual(theme);
  });

  it.each([
    ['url(https://evil.example/a.png)'],
    ['URL( "https://evil.example/a.png" )'],
    ['u\\72l(https://evil.example/a.png)'],
    ['image-set("https://evil.example/a.png" 1x)'],
    ['-webkit-image-set(url(//evil.example/a.png) 1x)'],
    ['#fff url(https://evil.example/a.png)'],
    ['linear-gradient(red, blue)'],
    ['var(--other)'],
    ['env(safe-area-inset-top)'],
    ['attr(data-x)'],
    ['src("https://evil.example/font.woff2")'],
    ['"https://evil.example/a.png"'],
    ['"Georgia\\"), url(https://evil.example/x'],
    ['@import "https://evil.example/x.css"'],
    ['red !important'],
    ['/* comment */ red'],
    ['x'.repeat(301)],
  ])('leaves out a value that fetches or is no colour, length or font stack: %s', (value) => {
    const { element, set } = fakeElement();
    expect(applyTheme(element, { '--color-accent': value, '--color-ok': 'blue' })).toEqual(['--color-accent']);
    expect([...set.keys()]).toEqual(['--color-ok']);
  });

  it('no theme changes nothing', () => {
    const { element, set } = fakeElement();
    applyTheme(element, undefined);
    applyTheme(element, {});
    expect(set.size).toBe(0);
  });
});
