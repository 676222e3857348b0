import path from 'node:path';
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { contentSecurityPolicy, inlineScripts, withPolicyMeta } from './src/content-security-policy';
import { preloadPlan } from './src/preload-plan';
import { EARLY_SCREENS, earlyPlan } from './src/early-answers';
import { CompileHintsPlugin } from './src/compile-hints';
import { ChunkLoadingPlugin } from './src/chunk-loading';
import { runtimeFiles } from './src/runtime-files';
import { FrameworkIdsPlugin, IDS_BY_USE, frameworkFile } from './src/framework-file';
import { LANGUAGES } from './src/kernel/brands';

/**
 * Build-time settings (README "Configuration"):
 *   FOYER_API_BASE       where the museum's API lives; default "/api/" (the sandbox)
 *   FOYER_TEXT_VARIANT   customer text-override variant from locales/overrides/; default neutral
 *   FOYER_SANDBOX        "0" to run the dev server without the sandbox API
 *   FOYER_CATALOGUE      "large" for the dev server's sandbox to serve 200 tours, 100 events and
 *                        500 articles (docs/sandbox.md); default "standard", the fixtures as they are
 */
const apiBase = process.env.FOYER_API_BASE ?? '/api/';
const textVariant = process.env.FOYER_TEXT_VARIANT ?? '';
/** Where the page finds the build's files: the site's root. */
const PUBLIC_PATH = '/';

/** The commit the build is made from, for bug capsules (src/qa/report.ts); "unknown" outside git. */
function buildId(): string {
  if (process.env.FOYER_BUILD) return process.env.FOYER_BUILD;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: __dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
const appVersion = (JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as { version: string }).version;

/** Writes dist/build-stats.json: which files each entry loads first (read by `npm run size`). */
class BuildStatsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunks: true, chunkRelations: false, assets: false });
      const out = compiler.options.output.path as string;
      mkdirSync(out, { recursive: true });
      writeFileSync(
        path.join(out, 'build-stats.json'),
        JSON.stringify(
          {
            entrypoints: Object.fromEntries(
              Object.entries(json.entrypoints ?? {}).map(([name, e]) => [name, (e.assets ?? []).map((a) => a.name)]),
            ),
            chunks: (json.chunks ?? []).map((c) => ({ names: c.names, initial: c.initial, files: c.files })),
          },
          null,
          2,
        ),
      );
    });
  }
}

/** A lazy chunk group's emitted files by its name, as the build has them once it has sealed. */
function groupFiles(compilation: webpack.Compilation): (name: string) => string[] | undefined {
  return (name) => {
    const group = compilation.namedChunkGroups.get(name);
    return group?.chunks.filter((chunk) => !chunk.canBeInitial()).flatMap((chunk) => [...chunk.files]);
  };
}

/**
 * The Content-Security-Policy as a meta tag in index.html (src/content-security-policy.ts): the
 * inline first script allowed by the hash of its text as written into the page (after the
 * minifier), so a change of the script or of FOYER_API_BASE changes the hash with it.
 */
class ContentSecurityPolicyPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('ContentSecurityPolicyPlugin', (compilation) => {
      // After HtmlWebpackPlugin has written and minified index.html (its own hooks come before
      // the minifier, which rewrites the script the hash must match).
      compilation.hooks.processAssets.tap({ name: 'ContentSecurityPolicyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const asset = compilation.getAsset('index.html');
        if (!asset) return;
        const html = asset.source.source().toString();
        const scriptHashes = inlineScripts(html).map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
        compilation.updateAsset('index.html', new webpack.sources.RawSource(withPolicyMeta(html, contentSecurityPolicy({ scriptHashes, apiBase }))));
      });
    });
  }
}

/**
 * `--env floor`: the ratio benchmarks' floor page (test/bench/floor/main.tsx), React and the
 * router alone, built with everything else of this setup (loaders, aliases, minifier) into
 * dist-floor/, so the floor and the shop differ only in what the shop adds.
 */
function floorOf(config: webpack.Configuration): webpack.Configuration {
  return {
    ...config,
    entry: { main: './test/bench/floor/main.tsx' },
    output: { ...config.output, path: path.resolve(__dirname, 'dist-floor') },
    // The build's own treatment of what it emits, as for the shop (the compile hint, framework.js's ids).
    plugins: [
      new CompileHintsPlugin(),
      new FrameworkIdsPlugin(),
      new HtmlWebpackPlugin({
        scriptLoading: 'defer',
        templateContent: '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><div id="root"></div></body></html>',
      }),
    ],
  };
}

export default (env: { floor?: boolean } | undefined, argv: { mode?: 'development' | 'production' }): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const config = shopConfig(argv);
  return env?.floor ? floorOf(config) : config;
};

function shopConfig(argv: { mode?: 'development' | 'production' }): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    // The embed snippet is the museum's, not the shop's: its own small file at a stable address.
    entry: { main: './src/main.tsx', 'foyer-embed': './src/embed/foyer-embed.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // main.js and main.css, named in index.html, carry their own content hash. The lazy chunks
      // live in one directory per build (its hash): main.js would otherwise carry every chunk's
      // hash, 0.6 KB gzip of the first visit; a deploy then refetches a chunk that did not change
      // (docs/decisions.md "Lazy chunks in a directory per build").
      publicPath: PUBLIC_PATH,
      filename: (data) => (data.chunk?.name === 'foyer-embed' ? 'foyer-embed.js' : production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js'),
      chunkFilename: production ? 'assets/[fullhash:8]/[name].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // The browsers the shop supports run ES2020 (the source is compiled to it): webpack's own
    // glue then uses arrows and const too, as the compiled code does, and terser may write ES2020.
    target: ['web', 'es2020'],
    // No eval in development either: the policy (no 'unsafe-eval') is the same in both.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // rxjs's ES2015 build (native classes) instead of its ES5 one with tslib helpers: ~1.6 KB
      // gzip less in the first bundle. Only packages that declare an `es2015` export use it.
      conditionNames: ['es2015', '...'],
      alias: {
        'object.entries': path.resolve(__dirname, 'src/shims/object-entries.js'),
        hasown: path.resolve(__dirname, 'src/shims/hasown.js'),
        warning: path.resolve(__dirname, 'src/shims/warning.js'),
        // react-router's package exports only its development build (dev-only warnings and
        // checks kept in); a production build takes the production one it ships beside it.
        ...(production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {}),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
        // io-ts's codec classes and constants as pure, so unused ones leave the first bundle; its
        // ES5 helpers as the supported browsers can write them.
        {
          test: /[\\/]node_modules[\\/]io-ts[\\/]es6[\\/]index\.js$/,
          use: [path.resolve(__dirname, 'src/shims/pure-top-level-loader.js'), path.resolve(__dirname, 'src/shims/native-helpers-loader.js')],
        },
        // io-ts's Guard module (the shell's guards) without fp-ts's pipe for its two-step calls.
        { test: /[\\/]node_modules[\\/]io-ts[\\/]es6[\\/]Guard\.js$/, loader: path.resolve(__dirname, 'src/shims/guard-pipe-loader.js') },
        // fp-ts's Either builds two functions at its top level (`as`, `asUnit`) the shop never uses.
        {
          test: /[\\/]node_modules[\\/]fp-ts[\\/]es6[\\/]Either\.js$/,
          loader: path.resolve(__dirname, 'src/shims/pure-top-level-loader.js'),
          options: { calls: ['dual', 'asUnit_'], atLeast: 2, getters: 0 },
        },
        // node-polyglot's plural rules for the shop's languages only (the shell's texts need it).
        {
          test: /[\\/]node_modules[\\/]node-polyglot[\\/]index\.js$/,
          loader: path.resolve(__dirname, 'src/shims/plural-rules-loader.js'),
          options: { languages: LANGUAGES },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // A locale's shell part or the rest (src/i18n/load.ts): a first visit downloads the first only.
        { test: /\.json$/, resourceQuery: /part=(shell|rest)/, loader: path.resolve(__dirname, 'src/i18n/text-part-loader.js') },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.FOYER_API_BASE': JSON.stringify(apiBase),
        'process.env.FOYER_TEXT_VARIANT': JSON.stringify(textVariant),
        'process.env.FOYER_VERSION': JSON.stringify(appVersion),
        'process.env.FOYER_BUILD': JSON.stringify(buildId()),
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // main.js and the stylesheet come before the first script (the template places them),
        // which asks for the first paint's small chunks after them (src/preload-plan.ts).
        inject: false,
        templateParameters: (compilation, files, tags, options) => ({
          htmlWebpackPlugin: { tags, files, options },
          apiBase,
          preload: preloadPlan(groupFiles(compilation), LANGUAGES, PUBLIC_PATH, textVariant, EARLY_SCREENS),
          early: earlyPlan(),
        }),
        scriptLoading: 'defer',
        chunks: ['main'],
      }),
      // Its runtime off: ChunkLoadingPlugin loads a lazy chunk's stylesheet (src/chunk-loading.ts).
      new MiniCssExtractPlugin({
        runtime: false,
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[fullhash:8]/[name].css' : 'assets/[name].css',
      }),
      new ContentSecurityPolicyPlugin(),
      new CompileHintsPlugin(),
      new ChunkLoadingPlugin(),
      new BuildStatsPlugin(),
      ...(production ? [new FrameworkIdsPlugin()] : []),
    ],
    optimization: {
      // JavaScript as webpack minifies it ('...': terser); the stylesheets webpack would leave as
      // written (comments, indentation): esbuild minifies them.
      // Terser may write ES2020 (what the source is compiled to), treat a chunk's top level as its
      // own, and drop property reads nobody uses (no getter of ours has a side effect). Not the
      // `unsafe_*` options: `unsafe_math` and `unsafe_comps` could change a price's rounding or a
      // NaN comparison. With `mangleExports: 'size'` the first visit is 1.1 KB smaller (issue 29's
      // hardening had taken it past 115 KB).
      minimizeOptions: { javascript: { ecma: 2020, toplevel: true, compress: { passes: 3, pure_getters: true, hoist_funs: true } } },
      // Shortest export names: webpack's default keeps them stable across builds, which only
      // long-term caching of unchanged chunks would use, and every build changes the hashes anyway.
      mangleExports: 'size',
      // Modules are joined into one scope (production's default), but not CommonJS ones: joined,
      // each needs webpack's wrapper helper in main.js (46 bytes gzip), for node-polyglot alone.
      concatenateModules: { commonjs: false },
      // Ids by use (IDS_BY_USE); framework.js keeps ids of its own (FrameworkIdsPlugin), so its
      // name outlives a deploy. Development keeps the readable names.
      ...(production ? IDS_BY_USE : { moduleIds: 'named', chunkIds: 'named' }),
      minimizer: ['...', new EsbuildPlugin({ css: true, include: /\.css$/ })],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // dayjs is not in the first bundle: the tickets and tours screens and each language's
          // day and month names (dayjs-<lang>) share one copy instead of each carrying its own.
          dayjs: { test: /[\\/]node_modules[\\/]dayjs[\\/]dayjs\.min\.js$/, name: 'dayjs', chunks: 'async', enforce: true },
          framework: frameworkFile(),
          ...runtimeFiles(),
        },
      },
    },
    performance: { hints: false }, // budgets are enforced by `npm run size`, per route
    devServer: {
      host: 'localhost',
      port: 8080,
      historyApiFallback: { disableDotRule: true },
      hot: false,
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: (middlewares, server) => {
        if (process.env.FOYER_SANDBOX !== '0') {
          // Required lazily: the sandbox is Node-only and must never enter the browser bundle.
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { catalogueNamed, createSandbox } = require('./src/sandbox') as typeof import('./src/sandbox');
          const sandbox = createSandbox({ catalogue: catalogueNamed(process.env.FOYER_CATALOGUE ?? 'standard', 'FOYER_CATALOGUE') });
          server.app?.use((req, res, next) => void sandbox.handle(req, res, next));
        }
        return middlewares;
      },
    },
  };
}
