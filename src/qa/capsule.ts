import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { LogDocument } from '../event-log/document';
import { redactVoucherCodes, type CodeHash } from './redact';

/**
 * A bug capsule (docs/qa.md "The capsule format"): one JSON file with the session's event log
 * and what QA needs to reproduce the visitor's shop: build, configuration flags, language,
 * screen, browser, viewport, time zone and time. Voucher codes are hashed (redact.ts); the log
 * itself never holds a token or personal data.
 */
export const CAPSULE_FORMAT = 'foyer-capsule';
export const CAPSULE_VERSION = 1;

/**
 * Exact at every depth: what a capsule's header holds beyond these keys (an edited file, a newer
 * build's field) is dropped on reading, never printed by the replay CLI or shown by the QA app.
 * The log inside is read by the replay path, which drops what its events do not declare.
 */
export const CapsuleHeader = t.strict(
  {
    format: t.literal(CAPSULE_FORMAT),
    version: t.number,
    capturedAt: t.string,
    app: t.strict({ version: t.string, build: t.string }),
    config: t.strict({ flags: t.record(t.string, t.union([t.boolean, t.number])), hash: t.string }),
    lang: t.string,
    route: t.union([t.strict({ name: t.string, params: t.record(t.string, t.string) }), t.null]),
    userAgent: t.string,
    viewport: t.strict({ width: t.number, height: t.number }),
    timeZone: t.string,
    log: t.unknown,
  },
  'Capsule',
);
/**
 * The reference names in the visitor's language (engine/name-store.ts): the replay names the
 * basket's lines as the visitor saw them (issue 28). Absent from capsules made before; names
 * that do not read are left out (the lines keep the names they were added with).
 */
const CapsuleNames = t.record(t.string, t.string);
export type Capsule = t.TypeOf<typeof CapsuleHeader> & { log: LogDocument; names?: Record<string, string> };

export interface CapsuleContext {
  /** When the capsule was made (the injected clock). */
  now: Date;
  app: { version: string; build: string };
  /** The remote configuration as the shop uses it. */
  config: Readonly<Record<string, unknown>>;
  lang: string;
  route: { name: string; params: Record<string, string> } | null;
  userAgent: string;
  viewport: { width: number; height: number };
  timeZone: string;
  /** md5 in hex: the configuration's fingerprint and, keyed, the voucher codes' hash. */
  md5: (text: string) => string;
  /** The session's key for the voucher-code hash. */
  salt: string;
  /** The reference names in `lang`, as the visitor's screens named things. */
  names?: Readonly<Record<string, string>>;
}

/** The configuration's switches: every top-level flag (true/false or 1/0). */
export function configFlags(config: Readonly<Record<string, unknown>>): Record<string, boolean | number> {
  const flags: Record<string, boolean | number> = {};
  for (const key of Object.keys(config).sort()) {
    const value = config[key];
    if (typeof value === 'boolean' || value === 0 || value === 1) flags[key] = value;
  }
  return flags;
}

/** JSON with sorted keys: the same configuration gives the same hash whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const voucherHash = (md5: (text: string) => string, salt: string): CodeHash => (code) => `code-${md5(`${salt}:${code}`).slice(0, 12)}`;

export function buildCapsule(log: LogDocument, context: CapsuleContext): Capsule {
  return {
    format: CAPSULE_FORMAT,
    version: CAPSULE_VERSION,
    capturedAt: context.now.toISOString(),
    app: context.app,
    config: { flags: configFlags(context.config), hash: context.md5(canonical(context.config)) },
    lang: context.lang,
    route: context.route,
    userAgent: context.userAgent,
    viewport: context.viewport,
    timeZone: context.timeZone,
    log: redactVoucherCodes(log, voucherHash(context.md5, context.salt)),
    ...(context.names ? { names: { ...context.names } } : {}),
  };
}

export type ReadCapsule = { ok: true; capsule: Capsule | null; log: unknown } | { ok: false; message: string };

/**
 * A capsule or a bare log (`foyer.exportLog()`, fixtures): the log inside and the capsule's
 * header when there is one. A capsule of a newer format version is refused by name.
 */
export function readCapsule(parsed: unknown): ReadCapsule {
  const format = (parsed as { format?: unknown } | null)?.format;
  if (format !== CAPSULE_FORMAT) return { ok: true, capsule: null, log: parsed };
  const decoded = CapsuleHeader.decode(parsed);
  if (isLeft(decoded)) {
    const paths = decoded.left.map((e) => e.context.map((c) => c.key).filter(Boolean).join('.') || '(root)');
    return { ok: false, message: `not a readable capsule (${[...new Set(paths)].join(', ')})` };
  }
  if (decoded.right.version > CAPSULE_VERSION) {
    return { ok: false, message: `capsule format version ${decoded.right.version} is newer than this build reads (${CAPSULE_VERSION})` };
  }
  const names = (parsed as { names?: unknown }).names;
  const capsule = (CapsuleNames.is(names) ? { ...decoded.right, names: { ...names } } : decoded.right) as Capsule;
  return { ok: true, capsule, log: decoded.right.log };
}

/** The file name a capsule downloads under: foyer-capsule-2026-11-23T14-05-09Z.json. */
export const capsuleFileName = (capsule: Pick<Capsule, 'capturedAt'>): string =>
  `foyer-capsule-${capsule.capturedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.json`;

