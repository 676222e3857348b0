/**
 * Item names in one fixed language per deployment (docs/tracking.md "Item names").
 *
 * Analysts compare items across visitors, so `item_name` must not change with the visitor's
 * language. The shop's data holds names in the visitor's language only. When the two differ,
 * the reference answers that carry product names are asked again in the tracking language (the
 * "shadow" requests below), and the two answers are paired: the same entry (same place in the
 * answer, same id) gives the visitor's name and its name in the tracking language. Tracking then
 * renames what it reads before mapping, so every mapper stays as it is.
 *
 * Names the shop composes (a ticket line is "Event – Ticket", a day-ticket line "A + B") are
 * renamed part by part. A name never learned (a shadow request failed or took too long) is
 * sent as the visitor saw it: the stream never stalls for a name.
 */

/** The separators the cart composes line names with (domain/tickets/lines.ts). */
const JOINS = [' – ', ' + '] as const;

export interface NameBook {
  /** Pairs the names of one answer in the visitor's language with the same answer in the tracking language. */
  learn(visitor: unknown, fixed: unknown): void;
  /** A name in the tracking language: learned whole, else part by part, else as given. */
  rename(name: string): string;
  /** A copy of `value` with every catalogue entry's `name` renamed (objects with an `id` or `itemId`). */
  renameAll<T>(value: T): T;
}

/**
 * `byReference`: a name in the tracking language through the reference names (by id, kept
 * across page loads: engine/name-store.ts), for a name this page's pairs do not know: the
 * purchase after the payment provider's page, a basket line added on another page.
 */
export function nameBook(byReference: (name: string) => string | undefined = () => undefined): NameBook {
  const names = new Map<string, string>();
  const rename = (name: string): string => {
    const whole = names.get(name) ?? byReference(name);
    if (whole !== undefined) return whole;
    for (const join of JOINS) {
      if (name.includes(join)) return name.split(join).map(rename).join(join);
    }
    return name;
  };
  const renameAll = <T>(value: T): T => deepRename(value, rename) as T;
  return {
    learn(visitor, fixed) {
      const theirs = entriesOf(fixed);
      for (const [key, name] of entriesOf(visitor)) {
        const other = theirs.get(key);
        // The first pairing wins: a visitor's name is not re-learned from another answer.
        if (other !== undefined && !names.has(name)) names.set(name, other);
      }
    },
    rename,
    renameAll,
  };
}

/**
 * Every named entry of an answer, keyed by where it sits (the object keys from the root,
 * without array positions, since a list may be sorted by name) and its id.
 */
function entriesOf(answer: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, `${path}[]`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string' && (typeof record.id === 'number' || typeof record.id === 'string')) {
      found.set(`${path}#${record.id}`, record.name);
    }
    for (const [key, child] of Object.entries(record)) {
      if (key !== 'name') walk(child, `${path}.${key}`);
    }
  };
  walk(answer, '');
  return found;
}

function deepRename(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => deepRename(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const named = typeof record.name === 'string' && ('id' in record || 'itemId' in record);
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    copy[key] = key === 'name' && named ? rename(child as string) : deepRename(child, rename);
  }
  return copy;
}

/** One reference request as the shop made it, to be asked again in the tracking language. */
export interface ShadowRequest {
  readonly key: string;
  readonly ask: () => Promise<unknown>;
}

export interface NameShadow {
  readonly book: NameBook;
  /**
   * A reference answer the shop received in the visitor's language. Its twin in the tracking
   * language is asked for at once when tracking may run, else remembered until it may.
   */
  seen(request: ShadowRequest, answer: unknown): void;
  /** Tracking may run (consent): ask what was remembered; from now on ask at once. */
  enable(): void;
  /** Resolves when no twin is pending, or after `waitMs` at the latest. */
  settled(): Promise<void>;
}

/**
 * The twins of the reference answers: each asked once per session (by its key), failures
 * ignored (the visitor's names are sent instead). Nothing is asked before `enable()`: a
 * visitor who declines cookies costs the museum's server no extra request.
 */
export function nameShadow(options: { waitMs: number; setTimer?: (fn: () => void, ms: number) => () => void; byReference?: (name: string) => string | undefined }): NameShadow {
  const book = nameBook(options.byReference);
  const setTimer =
    options.setTimer ??
    ((fn, ms) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    });
  const asked = new Set<string>();
  const waiting: Array<{ request: ShadowRequest; answer: unknown }> = [];
  const pending = new Set<Promise<void>>();
  let enabled = false;

  const ask = (request: ShadowRequest, answer: unknown): void => {
    if (asked.has(request.key)) return;
    asked.add(request.key);
    const done: Promise<void> = request
      .ask()
      .then((fixed) => book.learn(answer, fixed))
      .catch(() => undefined)
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  return {
    book,
    seen(request, answer) {
      if (enabled) ask(request, answer);
      else if (!asked.has(request.key)) waiting.push({ request, answer });
    },
    enable() {
      enabled = true;
      for (const { request, answer } of waiting.splice(0)) ask(request, answer);
    },
    settled() {
      if (pending.size === 0) return Promise.resolve();
      let cancel = (): void => undefined;
      const late = new Promise<void>((resolve) => (cancel = setTimer(resolve, options.waitMs)));
      return Promise.race([Promise.all([...pending]).then(() => undefined), late]).finally(() => cancel());
    },
  };
}
