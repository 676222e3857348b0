import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { ChunkFileNamesModule, ChunkLoadingPlugin, ScriptLoadingModule, StylesheetLoadingModule, stylesheetBesideScript } from './chunk-loading';

/** The webpack globals the two modules use, as the runtime has them. */
interface Require {
  p: string;
  u: (id: string | number) => string;
  l?: (url: string, done: (event: { type: string; target: HTMLElement }) => void) => void;
  f: { css?: (id: string | number, promises: Array<Promise<unknown>>) => void };
}

/** Runs a module's generated code on a page of its own with `require` as webpack's runtime. */
function run(code: string, require: Require) {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
  const timers: Array<() => void> = [];
  const setTimeout = (fn: () => void) => timers.push(fn);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('__webpack_require__', 'document', 'setTimeout', 'clearTimeout', code)(require, window.document, setTimeout, () => undefined);
  const tags = (name: string) => [...window.document.head.querySelectorAll(name)];
  const fire = (element: Element, type: 'load' | 'error') => element.dispatchEvent(new window.Event(type));
  return { window, timers, tags, fire };
}

const runtime = (): Require => ({ p: '/', u: (id) => `assets/0123abcd/${({ 7: 'checkout', 8: 'customer' } as Record<string, string>)[id] ?? id}.js`, f: {} });

describe('a lazy chunk’s script', () => {
  const load = () => {
    const require = runtime();
    const page = run(new ScriptLoadingModule().generate(), require);
    const events: string[] = [];
    require.l?.('/assets/0123abcd/checkout.js', (event) => events.push(`${event.type} ${event.target.getAttribute('src') ?? ''}`));
    return { ...page, events };
  };

  it('is a script tag for the address, removed once it has run, with the load event handed on', () => {
    const { tags, fire, events } = load();
    const [script] = tags('script');
    expect(script?.getAttribute('src')).toBe('/assets/0123abcd/checkout.js');
    fire(script!, 'load');
    expect(events).toEqual(['load /assets/0123abcd/checkout.js']);
    expect(tags('script')).toHaveLength(0);
  });

  it('hands on an error once, and nothing after (a late load of the same tag)', () => {
    const { tags, fire, events } = load();
    const [script] = tags('script');
    fire(script!, 'error');
    fire(script!, 'load');
    expect(events).toEqual(['error /assets/0123abcd/checkout.js']);
    expect(tags('script')).toHaveLength(0);
  });

  it('gives up after webpack’s two minutes with a timeout of its own', () => {
    const { timers, tags, events } = load();
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(events).toEqual(['timeout /assets/0123abcd/checkout.js']);
    expect(tags('script')).toHaveLength(0);
  });
});

describe('a lazy chunk’s stylesheet', () => {
  const page = () => {
    const require = runtime();
    const loaded = run(new StylesheetLoadingModule([7], 50).generate(), require);
    const ask = (id: number) => {
      const promises: Array<Promise<unknown>> = [];
      require.f.css?.(id, promises);
      return promises;
    };
    return { ...loaded, ask };
  };

  it('is a link to the chunk’s script name with .css, and the chunk waits for it', async () => {
    const { ask, tags, fire } = page();
    const [waiting, ...more] = ask(7);
    expect(more).toHaveLength(0);
    const [link] = tags('link');
    expect(link?.getAttribute('rel')).toBe('stylesheet');
    expect(link?.getAttribute('href')).toBe('/assets/0123abcd/checkout.css');
    let done = false;
    void waiting!.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    fire(link!, 'load');
    await waiting;
    expect(done).toBe(true);
  });

  it('asks once: a second chunk load while it comes waits for the same; after, nothing more', async () => {
    const { ask, tags, fire } = page();
    const [first] = ask(7);
    expect(ask(7)).toEqual([first]);
    fire(tags('link')[0]!, 'load');
    await first;
    expect(ask(7)).toEqual([]);
    expect(tags('link')).toHaveLength(1);
  });

  it('nothing for a chunk without one, or the runtime’s own (the page links it)', () => {
    const { ask, tags } = page();
    expect(ask(8)).toEqual([]);
    expect(ask(50)).toEqual([]);
    expect(tags('link')).toHaveLength(0);
  });

  it('one that fails is a ChunkLoadError naming the file, its tag gone; trying again asks again', async () => {
    const { ask, tags, fire } = page();
    const [failing] = ask(7);
    fire(tags('link')[0]!, 'error');
    await expect(failing).rejects.toMatchObject({ name: 'ChunkLoadError', message: expect.stringContaining('checkout.css') as unknown });
    expect(tags('link')).toHaveLength(0);
    const [again] = ask(7);
    expect(tags('link')).toHaveLength(1);
    fire(tags('link')[0]!, 'load');
    await expect(again).resolves.toBeUndefined();
  });
});

describe('stylesheetBesideScript', () => {
  it('pairs a chunk’s two files; none without a stylesheet', () => {
    expect(stylesheetBesideScript(['a/checkout.js', 'a/checkout.css'])).toEqual({ script: 'a/checkout.js', sheet: 'a/checkout.css' });
    expect(stylesheetBesideScript(['a/home.js'])).toBeNull();
  });
});

describe('ChunkLoadingPlugin in a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-chunks-'));
    writeFileSync(join(dir, 'entry.js'), "void import(/* webpackChunkName: \"screen\" */ './screen.js');\n");
    writeFileSync(join(dir, 'screen.js'), "import './screen.css';\nexport const screen = 1;\n");
    writeFileSync(join(dir, 'screen.css'), '.screen { color: red; }\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const build = (sheetName: string, more: { chunkFilename?: string; chunkIds?: 'size' } = {}): Promise<webpack.Stats> => {
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      output: { path: join(dir, 'out'), filename: '[name].js', chunkFilename: more.chunkFilename ?? 'lazy/[name].js' },
      resolve: { modules: [join(__dirname, '../node_modules')] },
      resolveLoader: { modules: [join(__dirname, '../node_modules')] },
      devtool: false,
      optimization: { minimize: false, ...(more.chunkIds ? { chunkIds: more.chunkIds } : {}) },
      module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
      plugins: [new MiniCssExtractPlugin({ runtime: false, chunkFilename: sheetName }), new ChunkLoadingPlugin()],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) return reject(error ?? new Error('no stats'));
        resolve(stats);
      }),
    );
  };

  it('main.js loads the screen’s stylesheet with its own code, not webpack’s or mini-css-extract-plugin’s', async () => {
    const stats = await build('lazy/[name].css');
    expect(stats.hasErrors()).toBe(false);
    expect(readdirSync(join(dir, 'out', 'lazy')).sort()).toEqual(['screen.css', 'screen.js']);
    const main = readFileSync(join(dir, 'out', 'main.js'), 'utf8');
    expect(main).toContain('Loading CSS chunk');
    expect(main).not.toContain('data-webpack');
    expect(main).not.toContain('miniCss');
  });

  it('each lazy chunk’s address, as main.js computes it, is the file the build wrote, named or not', async () => {
    writeFileSync(join(dir, 'entry.js'), "void import(/* webpackChunkName: \"screen\" */ './screen.js');\nvoid import('./other.js');\n");
    writeFileSync(join(dir, 'other.js'), 'export const other = 2;\n');
    const stats = await build('lazy/[fullhash:8]/[name].css', { chunkFilename: 'lazy/[fullhash:8]/[name].js', chunkIds: 'size' });
    expect(stats.toString('errors-only')).toBe('');
    const { compilation } = stats;
    const main = [...compilation.chunks].find((chunk) => chunk.name === 'main')!;
    const names = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(main)].find((module) => module.name === 'get javascript chunk filename')!;
    expect(names).toBeInstanceOf(ChunkFileNamesModule);
    const require: { h: () => string; u?: (id: string | number) => string } = { h: () => compilation.fullHash! };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('__webpack_require__', names.getGeneratedCode()!)(require);
    const lazy = [...compilation.chunks].filter((chunk) => chunk !== main);
    expect(lazy.map((chunk) => chunk.name)).toEqual(expect.arrayContaining(['screen', null]));
    for (const chunk of lazy) expect([...chunk.files]).toContain(require.u!(chunk.id!));
  });

  it('fails the build when a stylesheet is named otherwise than its script (the page would ask for the wrong file)', async () => {
    const stats = await build('styles/[name].css');
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString('errors-only')).toContain('is not named as its script');
  });
});
