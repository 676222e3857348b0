import { storedKeys, type KeyValueStorage } from '../bus/deps';
import type { EventMeta } from './envelope';
import { ANSWER_PREFIX, answerKey, type ChunkStore } from './chunk-store';
import { contentHash, encodeLine } from './stored-line';

/**
 * Reference data beside the log (issue 28, docs/architecture.md "Facts and reference data").
 * A catalogue answer (names, texts, calendars: the same for every visitor) is no log line: it is
 * stored once by content under `foyer:log:v1:ans:<hash>` with the language it was asked in and
 * the places (`seq`, time, tab) where it arrived, so a replay folds it where the visitor saw it:
 *
 *   {"t":"TourLoaded","v":1,"l":"de","s":[[8,1902553207200,"k3Jd…"]],"d":{…}}
 *
 * The log's lines are the visitor's facts alone. Which event types are answers is the event
 * catalogue's word (`isCatalogueAnswer`). Logs written before kept a line with the answer's hash
 * (`"r"`) and the answer under `…:ref:<hash>`: still read (`read`).
 */
export interface ReferenceStore {
  /** Stores a catalogue answer with its arrival and says so; false for a fact (it goes in a line). */
  record(envelope: { type: string; v: number; data: unknown; meta: EventMeta }): boolean;
  /** The stored line of a fact. */
  lineOf(envelope: { type: string; v: number; data: unknown; meta: EventMeta }, previous: EventMeta | null): string;
  /** An answer of the earlier format, by its hash; `'missing'` or another string says what is wrong. */
  read(hash: unknown): { value: unknown } | string;
  /** Every stored answer's arrivals as entries `{type, v, data, meta}`, in no order (the reader merges them by seq). */
  arrivals(): unknown[];
  /** Forgets the answers (storage's are dropped with the chunks: `ChunkStore.dropContent`). */
  clear(): void;
  /** The answers among `saved` (a backup put back). */
  reload(saved: ReadonlyMap<string, string>): void;
}

type Arrival = [seq: number, at: number, tab: string];
interface Answer {
  readonly t: string;
  readonly v: number;
  readonly l: string;
  readonly s: Arrival[];
  /** The payload as JSON text: compared on a repeat, written as it is. */
  readonly text: string;
}

const isArrival = (a: unknown): a is Arrival =>
  Array.isArray(a) && a.length === 3 && Number.isSafeInteger(a[0]) && Number.isFinite(a[1]) && typeof a[2] === 'string';

/** A stored answer entry, checked enough to be merged (its payload is decoded like any event's). */
function parseAnswer(text: string): (Answer & { d: unknown }) | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'its catalogue answer is not valid JSON';
  }
  const o = value as Partial<Record<'t' | 'v' | 'l' | 's' | 'd', unknown>> | null;
  if (typeof o !== 'object' || o === null || typeof o.t !== 'string' || typeof o.v !== 'number' || !Array.isArray(o.s) || !o.s.every(isArrival)) {
    return 'its catalogue answer entry has no type, version or arrivals';
  }
  return { t: o.t, v: o.v, l: typeof o.l === 'string' ? o.l : '', s: o.s, text: JSON.stringify(o.d), d: o.d };
}

const entryText = (a: Answer): string =>
  `{"t":${JSON.stringify(a.t)},"v":${a.v},"l":${JSON.stringify(a.l)},"s":${JSON.stringify(a.s)},"d":${a.text}}`;

export function createReferenceStore(
  storage: KeyValueStorage,
  chunks: ChunkStore,
  isCatalogueAnswer: (type: string) => boolean,
  language: () => string = () => '',
): ReferenceStore {
  /** The answers stored, by key suffix. */
  let answers = new Map<string, Answer>();
  /** Earlier-format answers parsed while reading, so a hash many lines share is parsed once. */
  let parsed = new Map<string, { value: unknown }>();

  const remember = (key: string, text: string): (Answer & { d: unknown }) | null => {
    const answer = parseAnswer(text);
    if (typeof answer === 'string') return null;
    answers.set(key.slice(ANSWER_PREFIX.length), answer);
    return answer;
  };

  return {
    record(envelope) {
      if (!isCatalogueAnswer(envelope.type)) return false;
      const text = JSON.stringify(envelope.data);
      const arrival: Arrival = [envelope.meta.seq, envelope.meta.at, envelope.meta.tab];
      const base = contentHash(`${envelope.type}\n${envelope.v}\n${text}`);
      // Two answers with one hash (cyrb53 is short): the later one takes the next free name.
      for (let n = 0; ; n++) {
        const name = n === 0 ? base : `${base}-${n}`;
        const known = answers.get(name);
        if (known && (known.text !== text || known.t !== envelope.type || known.v !== envelope.v)) continue;
        const next: Answer = known ? { ...known, s: [...known.s, arrival] } : { t: envelope.type, v: envelope.v, l: language(), s: [arrival], text };
        chunks.put(`${ANSWER_PREFIX}${name}`, entryText(next));
        answers.set(name, next);
        return true;
      }
    },
    lineOf: (envelope, previous) => encodeLine(envelope, { d: envelope.data }, previous),
    read(hash) {
      if (typeof hash !== 'string') return 'its catalogue answer reference is not a name';
      const known = parsed.get(hash);
      if (known) return known;
      const text = storage.getItem(answerKey(hash));
      if (text === null) return 'missing';
      chunks.note(answerKey(hash), text.length);
      try {
        const answer = { value: JSON.parse(text) as unknown };
        parsed.set(hash, answer);
        return answer;
      } catch {
        return 'its catalogue answer is not valid JSON';
      }
    },
    arrivals() {
      const out: unknown[] = [];
      for (const key of storedKeys(storage)) {
        if (!key.startsWith(ANSWER_PREFIX)) continue;
        const text = storage.getItem(key);
        if (text === null) continue;
        chunks.note(key, text.length);
        // An unreadable answer is like one never stored: the screen that needs it asks again.
        const answer = remember(key, text);
        if (!answer) continue;
        for (const [seq, at, tab] of answer.s) out.push({ type: answer.t, v: answer.v, data: answer.d, meta: { seq, at, tab } });
      }
      return out;
    },
    clear() {
      answers = new Map();
      parsed = new Map();
    },
    reload(saved) {
      answers = new Map();
      parsed = new Map();
      for (const [key, value] of saved) if (key.startsWith(ANSWER_PREFIX)) remember(key, value);
    },
  };
}

