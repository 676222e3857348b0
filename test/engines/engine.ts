/**
 * The little an engine adapter must do (one adapter per engine: adapters/*.ts); everything a
 * journey needs beyond it (finding by role, label or text, waiting for the app's signals) is
 * built once on top, in browser.ts.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** `--engine firefox`, `--engine=webkit,chromium`, repeated or not; every engine when none is named. */
export function chosenEngines(argv: readonly string[]): EngineName[] {
  const named = argv.flatMap((a, i) => (a === '--engine' ? [argv[i + 1] ?? ''] : a.startsWith('--engine=') ? [a.slice(9)] : [])).flatMap((v) => v.split(','));
  for (const name of named) if (!(ENGINES as readonly string[]).includes(name)) throw new Error(`unknown engine "${name}": one of ${ENGINES.join(', ')}`);
  return named.length === 0 ? [...ENGINES] : ENGINES.filter((e) => named.includes(e));
}

/** A page function: sent to the page as source text, so it must not use anything from outside. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

/** One element of the page, as the engine's own protocol holds it. */
export interface ElementRef {
  /** A real pointer click by the engine (scrolled into view first). */
  click(): Promise<void>;
  /** Replaces the field's text by typing `value`, as a person would. */
  fill(value: string): Promise<void>;
  /** One key, e.g. `Enter`, `Tab`, `ArrowDown`. */
  press(key: Key): Promise<void>;
  /** Chooses a file in an `<input type=file>`. */
  upload(path: string): Promise<void>;
}

export type Key = 'Enter' | 'Tab' | 'Escape' | 'ArrowDown' | 'ArrowRight' | 'Space';

export interface EngineSession {
  readonly engine: EngineName;
  /** What the engine is (name and version), for the report. */
  readonly version: string;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** Runs a script's source text in the page (the query library). */
  inject(source: string): Promise<void>;
  /** The element `fn(arg)` returns in the page, or null. */
  element<A>(fn: PageFunction<A, Element | null>, arg: A): Promise<ElementRef | null>;
  /** The folder where the browser saves a download, under the name the page gave it. */
  readonly downloads: string;
  /** What this engine cannot do here, found at launch (each is said as a NOTE of the run). */
  readonly limits: ReadonlyArray<{ readonly what: string; readonly why: string }>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** The window every engine gets, so screenshots compare. */
export const VIEWPORT = { width: 1366, height: 800 } as const;

/** What an adapter needs to start its browser. */
export interface LaunchOptions {
  /** Where the engine may keep what it writes (profile, downloads). */
  readonly scratch: string;
}

export type Launch = (options: LaunchOptions) => Promise<EngineSession>;
