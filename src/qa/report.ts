import type { LogDocument } from '../event-log/document';
import type { KeyValueStorage } from '../bus/deps';
import { buildCapsule, capsuleFileName, type Capsule } from './capsule';
import { downloadFile } from '../components/download';

const SALT_KEY = 'foyer:capsule-key';

/** Which build this is: set by webpack (package version, commit at build time). */
export const appBuild = (): { version: string; build: string } => ({
  version: process.env.FOYER_VERSION || 'dev',
  build: process.env.FOYER_BUILD || 'dev',
});

/** The session's key for the voucher-code hash: made once, kept with the session. */
export function capsuleSalt(storage: KeyValueStorage, random: () => string): string {
  try {
    const kept = storage.getItem(SALT_KEY);
    if (kept) return kept;
    const made = random();
    storage.setItem(SALT_KEY, made);
    return made;
  } catch {
    return random();
  }
}

export interface ReportSources {
  log: () => LogDocument;
  config: Readonly<Record<string, unknown>>;
  lang: string;
  route: () => { name: string; params: Record<string, string> } | null;
  storage: KeyValueStorage;
  now: () => Date;
  random: () => string;
  /** The reference names in `lang` (engine/name-store.ts). */
  names?: () => Readonly<Record<string, string>> | undefined;
}

/** The capsule of this moment (md5 loads with it: it is not in the first bundle). */
export async function captureCapsule(sources: ReportSources, win: Window = window): Promise<Capsule> {
  const md5 = (await import(/* webpackChunkName: "md5" */ 'blueimp-md5')).default;
  return buildCapsule(sources.log(), {
    now: sources.now(),
    app: appBuild(),
    config: sources.config,
    lang: sources.lang,
    route: sources.route(),
    userAgent: win.navigator.userAgent,
    viewport: { width: win.innerWidth, height: win.innerHeight },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    md5: (text) => md5(text),
    salt: capsuleSalt(sources.storage, sources.random),
    ...(sources.names?.() ? { names: sources.names() } : {}),
  });
}

/** Saves the capsule as a file through the browser's download. */
export function downloadCapsule(capsule: Capsule, doc: Document = document): void {
  downloadFile(JSON.stringify(capsule, null, 2), capsuleFileName(capsule), 'application/json', doc);
}
