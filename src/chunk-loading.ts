import webpack from 'webpack';

/*
 * How a lazy chunk's script and stylesheet reach the page: webpack's runtime code for the two,
 * written for what the shop needs (docs/performance.md "The chunks' loading code"). Node-only,
 * like compile-hints.ts: the build (webpack.config.ts) puts it into main.js.
 *
 * Webpack's script loader and mini-css-extract-plugin's stylesheet loader serve every kind of
 * page: they look for a tag already in the document before adding one (hot reloading, or HTML
 * that names the chunk), set nonces and charsets, and keep a second table of every stylesheet's
 * file name. The shop's page names no lazy chunk in a tag (index.html preloads them: a `link` of
 * another kind), has no nonce (its policy trusts 'self'), and is UTF-8 throughout; a chunk's
 * stylesheet is its script's name with `.css` for `.js`, which the build checks. What is left is
 * a third of the code: 0.44 KB gzip off every first visit.
 */

const { RuntimeGlobals, RuntimeModule, Template } = webpack;

const PLUGIN = 'ChunkLoadingPlugin';

/**
 * `__webpack_require__.l(url, done)`: adds a script, and calls `done` with its load or error
 * event, or a timeout after two minutes (webpack's own bound), then removes the tag. Webpack's
 * JSONP loading is its one caller, once per chunk while it loads: it makes the readable
 * `ChunkLoadError` ("Loading chunk 7 failed. (error: …/checkout.js)") from that event.
 */
export class ScriptLoadingModule extends RuntimeModule {
  constructor() {
    super('load script');
  }

  override generate(): string {
    return Template.asString([
      `${RuntimeGlobals.loadScript} = (url, done) => {`,
      Template.indent([
        'const script = document.createElement("script");',
        'const end = (event) => {',
        Template.indent(['clearTimeout(timer);', 'script.onerror = script.onload = null;', 'script.remove();', 'done(event);']),
        '};',
        'const timer = setTimeout(() => end({ type: "timeout", target: script }), 120000);',
        'script.onerror = script.onload = end;',
        'script.src = url;',
        'document.head.appendChild(script);',
      ]),
      '};',
    ]);
  }
}

/**
 * A chunk handler (`__webpack_require__.f.css`) beside JSONP's: for a chunk with a stylesheet,
 * a `<link rel="stylesheet">` whose load the chunk's promise waits for, so a screen is never
 * shown unstyled. A stylesheet that fails is a `ChunkLoadError` too (the screen's error and its
 * "try again"), its tag removed and its entry cleared, so trying again asks for it again.
 */
export class StylesheetLoadingModule extends RuntimeModule {
  constructor(
    /** The chunks that have a stylesheet. */
    private readonly withStyles: ReadonlyArray<string | number>,
    /** The runtime's own chunk, whose stylesheet the page links already. */
    private readonly own: string | number,
  ) {
    super('stylesheet loading', RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const styled = JSON.stringify(Object.fromEntries(this.withStyles.map((id) => [id, 1])));
    return Template.asString([
      `const sheets = { ${JSON.stringify(String(this.own))}: 0 };`,
      `${RuntimeGlobals.ensureChunkHandlers}.css = (id, promises) => {`,
      Template.indent([
        'if (sheets[id]) return promises.push(sheets[id]);',
        `if (sheets[id] === 0 || !${styled}[id]) return;`,
        'promises.push(sheets[id] = new Promise((resolve, reject) => {',
        Template.indent([
          'const link = document.createElement("link");',
          'link.rel = "stylesheet";',
          `link.href = ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(id).slice(0, -2) + "css";`,
          'link.onload = resolve;',
          'link.onerror = (event) => {',
          Template.indent([
            'link.remove();',
            'const error = new Error("Loading CSS chunk " + id + " failed.\\n(" + event.type + ": " + link.href + ")");',
            'error.name = "ChunkLoadError";',
            'error.request = link.href;',
            'reject(error);',
          ]),
          '};',
          'document.head.appendChild(link);',
        ]),
        '}).then(() => { sheets[id] = 0; }, (error) => { delete sheets[id]; throw error; }));',
      ]),
      '};',
    ]);
  }
}

/** The lazy chunks' file name template this module writes out: `[fullhash:n]` and `[name]` only. */
const NAME_TEMPLATE = /^[^[\]"\\]*(\[fullhash:\d+\][^[\]"\\]*)?\[name\][^[\]"\\]*$/;

/**
 * `__webpack_require__.u(id)`: a lazy chunk's file (`assets/<build>/<name>.js`). Webpack writes
 * the names as an object of id–name pairs; here they are one string split by id (the ids are
 * numbers by use, most of them consecutive), 125 bytes gzip less in main.js. A chunk without a
 * name, or an id that is not a number (a development build), is named by its id, as webpack does.
 */
export class ChunkFileNamesModule extends RuntimeModule {
  constructor(private readonly template: string) {
    super('get javascript chunk filename');
  }

  override generate(): string {
    const compilation = this.compilation!;
    const chunk = this.chunk!;
    const chunks = new Set([...chunk.getAllAsyncChunks(), ...[...chunk.getAllReferencedAsyncEntrypoints()].map((entry) => entry.chunks[entry.chunks.length - 1]!)]);
    if (this.chunkGraph!.getTreeRuntimeRequirements(chunk).has(RuntimeGlobals.ensureChunkIncludeEntries)) {
      for (const c of this.chunkGraph!.getRuntimeChunkDependentChunksIterable(chunk)) chunks.add(c);
    }
    const names: string[] = [];
    for (const c of chunks) {
      const template = webpack.javascript.JavascriptModulesPlugin.getChunkFilenameTemplate(c, compilation.outputOptions);
      if (template !== this.template) throw new Error(`${PLUGIN}: chunk ${String(c.id)} is named by another template than ${this.template}`);
      if (typeof c.id === 'number' && c.name) {
        if (/\s/.test(c.name)) throw new Error(`${PLUGIN}: chunk name ${JSON.stringify(c.name)} has a space`);
        names[c.id] = c.name;
      }
    }
    const hash = /\[fullhash:(\d+)\]/.exec(this.template);
    const parts = this.template.split(/\[fullhash:\d+\]|\[name\]/);
    const name = `(names[id] || id)`;
    const expression = hash
      ? `${JSON.stringify(parts[0])} + ${RuntimeGlobals.getFullHash}().slice(0, ${hash[1]}) + ${JSON.stringify(parts[1])} + ${name} + ${JSON.stringify(parts[2])}`
      : `${JSON.stringify(parts[0])} + ${name} + ${JSON.stringify(parts[1])}`;
    return Template.asString([
      `const names = ${JSON.stringify(Array.from(names, (n) => n ?? '').join(' '))}.split(" ");`,
      `${RuntimeGlobals.getChunkScriptFilename} = (id) => ${expression};`,
    ]);
  }
}

/** Where a stylesheet module goes (mini-css-extract-plugin's source type). */
const STYLE_SOURCE = 'css/mini-extract';

/** A chunk's script and stylesheet file, if it has both. */
export function stylesheetBesideScript(files: Iterable<string>): { script: string; sheet: string } | null {
  const list = [...files];
  const sheet = list.find((file) => file.endsWith('.css'));
  const script = list.find((file) => file.endsWith('.js'));
  return sheet && script ? { script, sheet } : null;
}

/**
 * Puts the modules above in place of webpack's script loader and chunk file names and of
 * mini-css-extract-plugin's runtime (which the build turns off: `new MiniCssExtractPlugin({
 * runtime: false })`), and fails the build should a chunk's stylesheet not be named as its
 * script is.
 */
export class ChunkLoadingPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Before webpack's own (stage 0): the first module added for `.l` ends the hook.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap({ name: PLUGIN, stage: -10 }, (chunk) => {
        compilation.addRuntimeModule(chunk, new ScriptLoadingModule());
        return true;
      });
      // Before webpack's own, for the one template it writes out; any other is left to webpack.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.getChunkScriptFilename).tap({ name: PLUGIN, stage: -10 }, (chunk, requirements) => {
        const template = compilation.outputOptions.chunkFilename;
        if (typeof template !== 'string' || !NAME_TEMPLATE.test(template)) return undefined;
        if (template.includes('[fullhash')) requirements.add(RuntimeGlobals.getFullHash);
        compilation.addRuntimeModule(chunk, new ChunkFileNamesModule(template));
        return true;
      });
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap(PLUGIN, (chunk, requirements) => {
        if (chunk.id === null) return;
        const styled = [...chunk.getAllAsyncChunks()].filter((c) => c.id !== null && compilation.chunkGraph.getChunkModulesIterableBySourceType(c, STYLE_SOURCE));
        if (styled.length === 0) return;
        requirements.add(RuntimeGlobals.publicPath);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new StylesheetLoadingModule(styled.map((c) => c.id as string | number), chunk.id));
      });
      compilation.hooks.afterProcessAssets.tap(PLUGIN, () => {
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          const pair = stylesheetBesideScript(chunk.files);
          if (pair && pair.sheet !== pair.script.replace(/\.js$/, '.css')) {
            compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: chunk ${String(chunk.id)}'s stylesheet ${pair.sheet} is not named as its script ${pair.script} (with .css): the page would ask for a file that is not there`));
          }
        }
      });
    });
  }
}
