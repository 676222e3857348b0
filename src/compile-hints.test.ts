import { COMPILE_HINT, HINT_MIN_BYTES, wantsCompileHint } from './compile-hints';

describe('which emitted files get V8’s compile hint', () => {
  it('is the magic comment on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('the shop’s code from HINT_MIN_BYTES up: main.js, the runtime, its shared chunks and the screens', () => {
    for (const file of ['assets/main.0567e55d.js', 'assets/63bb9b8d/runtime-core.js', 'assets/63bb9b8d/runtime-model.js', 'assets/63bb9b8d/tours.js']) {
      expect(wantsCompileHint(file, 70_000)).toBe(true);
    }
    expect(wantsCompileHint('assets/63bb9b8d/runtime-libs.js', HINT_MIN_BYTES)).toBe(true);
  });

  it('not a small file, the texts, the embed snippet, a stylesheet or a source map', () => {
    expect(wantsCompileHint('assets/63bb9b8d/home.js', HINT_MIN_BYTES - 1)).toBe(false);
    expect(wantsCompileHint('assets/63bb9b8d/locale-de-rest.js', 35_000)).toBe(false);
    expect(wantsCompileHint('assets/63bb9b8d/locale-fr.js', 35_000)).toBe(false);
    expect(wantsCompileHint('foyer-embed.js', 35_000)).toBe(false);
    expect(wantsCompileHint('assets/main.65ad1820.css', 35_000)).toBe(false);
    expect(wantsCompileHint('assets/main.0567e55d.js.map', 350_000)).toBe(false);
  });
});
