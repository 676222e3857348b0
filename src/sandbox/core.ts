import { randomBytes, randomInt } from 'node:crypto';
import { isLeft } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { AppConfig } from '../api/codecs/shell';
import { reportErrors } from '../api/report';
import type { Lang } from '../messages/primitives';
import { largeCatalogue } from './catalogue/large';
import { loadCatalogue, type Catalogue } from './catalogue/load';
import { museumNow, MUSEUM_TIME_ZONE, type MuseumNow } from './clock';
import { initialState, type SandboxState } from './state';
import { fill, pick } from './text';
import { openingHoursOf } from './opening-hours';

export interface CoreOptions {
  readonly now?: () => Date;
  readonly fixturesDir?: string;
  readonly timeZone?: string;
  /** 'large' grows the fixtures to hundreds of items, to test list pages at scale (issue 33; catalogue/large.ts). */
  readonly catalogue?: 'standard' | 'large';
}

export type CatalogueName = NonNullable<CoreOptions['catalogue']>;

// A record, not a list: the compiler makes it name every value of CoreOptions['catalogue'].
const CATALOGUE_NAMES: Readonly<Record<CatalogueName, true>> = { standard: true, large: true };

/**
 * The catalogue an option given as text names (serve.ts's argument, the dev server's
 * environment). A typo is an error: quietly serving the standard catalogue would let a
 * measurement at scale pass against eight tours.
 */
export function catalogueNamed(text: string, source: string): CatalogueName {
  const isName = (s: string): s is CatalogueName => Object.hasOwn(CATALOGUE_NAMES, s);
  if (!isName(text)) throw new Error(`${source} must be ${Object.keys(CATALOGUE_NAMES).join(' or ')}, not ${text}`);
  return text;
}

/**
 * What every area module works on: the catalogue (read-only fixtures), the state (what
 * visitors changed) and the clock. reset() swaps both catalogue and state, so modules always
 * go through the core instead of keeping their own references.
 */
export class Core {
  catalogue: Catalogue;
  state: SandboxState;
  private readonly clock: () => Date;

  constructor(private readonly options: CoreOptions = {}) {
    this.clock = options.now ?? (() => new Date());
    this.catalogue = this.readCatalogue();
    this.state = initialState(this.catalogue);
  }

  reset(): void {
    // Re-read the fixtures as well: editing a fixture and resetting is the quickest QA loop.
    this.catalogue = this.readCatalogue();
    this.state = initialState(this.catalogue);
  }

  private readCatalogue(): Catalogue {
    const standard = loadCatalogue(this.options.fixturesDir);
    return this.options.catalogue === 'large' ? largeCatalogue(standard) : standard;
  }

  /**
   * The remote configuration as served: the fixture with the test hook's overrides on top; the
   * opening hours are the day tickets' unless the fixture or an override names them.
   */
  config(): AppConfig {
    return { openingHours: openingHoursOf(this.catalogue.events.dayTickets, this.now().today), ...this.catalogue.config, ...this.state.configOverrides };
  }

  /**
   * Test hook `POST /api/__sandbox/config`: merges top-level keys into the served remote
   * configuration (on top of earlier overrides) until the next reset. The result must still
   * be a valid `AppConfig`, so a test cannot make the shop fail to boot by accident; it
   * returns the readable decode errors instead of applying the patch.
   */
  overrideConfig(patch: Readonly<Record<string, unknown>>): { ok: true; config: AppConfig } | { ok: false; errors: string[] } {
    const overrides = { ...this.state.configOverrides, ...patch };
    const decoded = AppConfig.decode({ ...this.catalogue.config, ...overrides });
    if (isLeft(decoded)) return { ok: false, errors: PathReporter.report(decoded).slice(0, 5) };
    // A malformed extra would be left out by the shop without a word: refuse it here instead.
    if (decoded.right.ignored) return { ok: false, errors: reportErrors(decoded.right.ignored).slice(0, 5) };
    this.state.configOverrides = overrides;
    return { ok: true, config: this.config() };
  }

  private lastNow: MuseumNow | null = null;

  /**
   * Calendars ask for "now" once per slot; the zone conversion is the costly part, so it is
   * reused within the same second (slots are minutes apart, nothing finer matters).
   */
  now(): MuseumNow {
    const instant = this.clock();
    const last = this.lastNow;
    if (last && Math.floor(last.instant.getTime() / 1000) === Math.floor(instant.getTime() / 1000)) return last;
    this.lastNow = museumNow(instant, this.options.timeZone ?? MUSEUM_TIME_ZONE);
    return this.lastNow;
  }

  /** Server-side message in the request's language (field errors, provider page). */
  message(key: string, lang: Lang, values: Readonly<Record<string, string | number>> = {}): string {
    const text = this.catalogue.messages[key];
    return text === undefined ? key : fill(pick(text, lang), values);
  }
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Unambiguous upper-case id (no 0/O, 1/I): cart ids and voucher codes are read aloud on the phone. */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}

/** Opaque bearer token: 256 bits, URL-safe (it travels in the query as `_`). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
