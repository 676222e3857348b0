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

  it('no theme changes nothing', () => {
    const { element, set } = fakeElement();
    applyTheme(element, undefined);
    applyTheme(element, {});
    expect(set.size).toBe(0);
  });
});
