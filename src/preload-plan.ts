/**
 * What index.html's first script asks the browser to download beside main.js (docs/performance.md
 * "The first paint's chunks, asked for by the page"). Without it each of these waits for main.js
 * to download and run, then takes a round trip of its own, one after the other: the language's
 * first texts (the frame cannot render without them), then the home screen (the cookie notice,
 * a first visit's largest paint on a phone, is main.js's). They are small (1.4–2.2 KB each); the other
 * screens' chunks and the runtime's are not listed for most pages: they are large and come after
 * the frame has painted, so that they do not compete with it for a slow line (boot.tsx). A page
 * whose largest paint is its list (the shop, the passes: early-answers.ts) is the exception: its
 * list is in before main.js has run, and the list draws without the runtime, so the list's
 * chunk, the texts' chunk and the rest of the texts are asked for too, at the same low priority,
 * which a browser holds back until main.js and the stylesheet are in; none of the runtime's
 * files, which would share the line with React's script before the list's first image.
 * Node-only, like content-security-policy.ts: the build computes the plan and writes it into the
 * page.
 */

/** The files (paths from the site's root) each preload serves, by what the page needs. */
export interface PreloadPlan {
  /** The shell part of each language's texts (with the build's text variant when it has one). */
  readonly texts: Readonly<Record<string, readonly string[]>>;
  /** The home screen's code. */
  readonly home: readonly string[];
  /** The rest of each language's texts (with the build's variant's), which the runtime's pages need. */
  readonly rest: Readonly<Record<string, readonly string[]>>;
  /** By a page's path under its language: the page's screen's files and the texts' chunk's. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

/** A lazy chunk group's files by its name (`webpackChunkName`), undefined when the build has none. */
export type GroupFiles = (name: string) => readonly string[] | undefined;

/**
 * The plan for a build: `files` gives a chunk group's emitted files, `publicPath` what the page
 * prefixes them with, `variant` the build's text variant ('' for neutral). A group the build
 * lacks is a mistake in the build, not something to skip quietly; only a variant's may be
 * absent (a name load.ts does not know builds neutral).
 */
export function preloadPlan(
  files: GroupFiles,
  languages: readonly string[],
  publicPath: string,
  variant: string,
  screens: Readonly<Record<string, string>> = {},
): PreloadPlan {
  /** The group's scripts and stylesheets; none for a group that may be missing (`optional`). */
  const paths = (name: string, optional = false): string[] => {
    const found = files(name);
    if (!found && !optional) throw new Error(`preload plan: the build has no chunk named ${name}`);
    return (found ?? []).filter((file) => /\.(?:js|css)$/.test(file)).map((file) => publicPath + file);
  };
  return {
    // An unknown variant has no chunks: that build shows the neutral texts (src/i18n/load.ts).
    texts: Object.fromEntries(languages.map((lang) => [lang, [...paths(`locale-${lang}`), ...(variant ? paths(`locale-${lang}-${variant}`, true) : [])]])),
    home: paths('home'),
    rest: Object.fromEntries(languages.map((lang) => [lang, [...paths(`locale-${lang}-rest`), ...(variant ? paths(`locale-${lang}-${variant}-rest`, true) : [])]])),
    // The screen's group and the texts' share files where they share modules: each file once.
    pages: Object.fromEntries(Object.entries(screens).map(([page, screen]) => [page, [...new Set([...paths(screen), ...paths('texts')])]])),
  };
}

