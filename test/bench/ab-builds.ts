/** The builds `npm run lighthouse:ab` compares (lighthouse-ab.ts). */

export interface Build {
  readonly dir: string;
  readonly path: string;
}

/** `dist,dist-b:/other/path` → the builds, each with the page's path unless it names its own. */
export function buildsOf(list: string, path: string): Build[] {
  const builds = list.split(',').filter(Boolean).map((entry) => {
    const at = entry.indexOf(':');
    return at < 0 ? { dir: entry, path } : { dir: entry.slice(0, at), path: entry.slice(at + 1) };
  });
  if (builds.length < 2) throw new Error(`two builds or more to compare, comma-separated: ${list}`);
  return builds;
}
