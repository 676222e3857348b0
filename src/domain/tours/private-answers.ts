import type { KeyValueStorage } from '../../bus/deps';
import type { CartLine, TourAnswer } from '../../messages';
import type * as t from 'io-ts';
import { PRIVATE_ANSWERS_KEY } from '../../kernel/private-keys';

/**
 * Free-text answers to tour questions (text, textarea) may hold personal data: "Name of the
 * group / school", "Notes for the guide". They never enter the event log, so they are never in
 * a log export, a replay, a snapshot or the tracking stream (which is derived from events).
 *
 * The log holds an opaque reference (`private:<id>`) in the answer's value; the text sits
 * under one sessionStorage key of its own, beside the log, like the token and the customer.
 * Whoever sends the booking to the server resolves the references (`resolveAnswers`). The
 * store forgets texts no cart line and no open form refers to any more (`prune`, run by the
 * tours epic whenever the basket or the form changes); the form lets go of its drafts' texts
 * when the basket is cleared (form-read-model.ts).
 */

type Answer = t.TypeOf<typeof TourAnswer>;

export { PRIVATE_ANSWERS_KEY };
const REF_PREFIX = 'private:';

export const isPrivateRef = (value: unknown): value is string => typeof value === 'string' && value.startsWith(REF_PREFIX);
export const privateRef = (id: string): string => `${REF_PREFIX}${id}`;

export interface PrivateAnswers {
  get(ref: string): string | undefined;
  set(ref: string, text: string): void;
  remove(ref: string): void;
  /** Forget every text whose reference is not in `keep`. */
  prune(keep: ReadonlySet<string>): void;
  refs(): string[];
}

// When the browser refuses storage (private mode, quota), texts live in memory for the tab,
// shared by everyone who uses the same storage object (the epic and the form component).
const memory = new WeakMap<KeyValueStorage, Record<string, string>>();

function read(storage: KeyValueStorage): Record<string, string> {
  const fallback = memory.get(storage);
  if (fallback) return { ...fallback };
  try {
    const raw = storage.getItem(PRIVATE_ANSWERS_KEY);
    if (raw === null) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => isPrivateRef(e[0]) && typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function write(storage: KeyValueStorage, texts: Record<string, string>): void {
  if (memory.has(storage)) {
    memory.set(storage, texts);
    return;
  }
  try {
    if (Object.keys(texts).length === 0) storage.removeItem(PRIVATE_ANSWERS_KEY);
    else storage.setItem(PRIVATE_ANSWERS_KEY, JSON.stringify(texts));
  } catch {
    memory.set(storage, texts);
  }
}

export function privateAnswers(storage: KeyValueStorage): PrivateAnswers {
  return {
    get: (ref) => read(storage)[ref],
    set: (ref, text) => {
      if (!isPrivateRef(ref)) throw new RangeError(`not a private answer reference: ${String(ref)}`);
      write(storage, { ...read(storage), [ref]: text });
    },
    remove: (ref) => {
      const texts = read(storage);
      if (!(ref in texts)) return;
      delete texts[ref];
      write(storage, texts);
    },
    prune: (keep) => {
      const texts = read(storage);
      const kept = Object.fromEntries(Object.entries(texts).filter(([ref]) => keep.has(ref)));
      if (Object.keys(kept).length !== Object.keys(texts).length) write(storage, kept);
    },
    refs: () => Object.keys(read(storage)),
  };
}

/** The references among `answers`. */
export function refsIn(answers: Readonly<Record<string, Answer>>): string[] {
  return Object.values(answers)
    .map((a) => a.value)
    .filter(isPrivateRef);
}

/** Every reference the basket's tour lines and the open form still use. */
export function liveRefs(lines: readonly CartLine[], formAnswers: Readonly<Record<string, Answer>>): Set<string> {
  const refs = new Set(refsIn(formAnswers));
  for (const line of lines) if (line.type === 'guidedTour') for (const ref of refsIn(line.answers)) refs.add(ref);
  return refs;
}

/**
 * The answers as the server wants them (001 §3: qId, type, value with the raw text). For the
 * payment and shipping payloads only: the result must never be dispatched or logged. A text the
 * store lost (storage cleared by hand) comes back as null, which the server rejects for a
 * mandatory question, so the booking is not silently sent without it.
 */
export function resolveAnswers(answers: Readonly<Record<string, Answer>>, store: PrivateAnswers): Record<string, Answer> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [key, isPrivateRef(answer.value) ? { ...answer, value: store.get(answer.value) ?? null } : answer]),
  );
}
