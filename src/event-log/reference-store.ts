import type { KeyValueStorage } from '../bus/deps';
import type { EventMeta } from './envelope';
import { answerKey, REF_PREFIX, type ChunkStore } from './chunk-store';
import { contentHash, encodeLine } from './stored-line';

/**
 * Catalogue answers (the same for every visitor, often seen again) stored once by content
 * beside the log under `foyer:log:v1:ref:<hash>`; the line of an event carrying one keeps only
 * the hash. Which event types carry one is the event catalogue's word (`isCatalogueAnswer`).
 */
export interface ReferenceStore {
  /** The stored line of an event; a catalogue answer's payload is stored beside it, once. */
  lineOf(envelope: { type: string; v: number; data: unknown; meta: EventMeta }, previous: EventMeta | null): string;
  /** A stored answer, parsed once however many lines refer to it; `'missing'` or another string says what is wrong. */
  read(hash: unknown): { value: unknown } | string;
  /** Forgets the answers (storage's are dropped with the chunks: `ChunkStore.dropContent`). */
  clear(): void;
  /** The answers among `saved` (a backup put back). */
  reload(saved: ReadonlyMap<string, string>): void;
}

export function createReferenceStore(storage: KeyValueStorage, chunks: ChunkStore, isCatalogueAnswer: (type: string) => boolean): ReferenceStore {
  /** The answers storage holds, by hash: their text, to tell a collision from a repeat. */
  const answers = new Map<string, string>();
  /** Parsed while reading, so a hash many lines share is parsed once. */
  let parsed = new Map<string, { value: unknown }>();

  return {
    lineOf(envelope, previous) {
      if (!isCatalogueAnswer(envelope.type)) return encodeLine(envelope, { d: envelope.data }, previous);
      const text = JSON.stringify(envelope.data);
      const hash = contentHash(text);
      const stored = answers.get(hash);
      if (stored === undefined) {
        chunks.put(answerKey(hash), text);
        answers.set(hash, text);
      } else if (stored !== text) {
        // Two answers with one hash: this one stays in its line.
        return encodeLine(envelope, { d: envelope.data }, previous);
      }
      return encodeLine(envelope, { r: hash }, previous);
    },
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
        answers.set(hash, text);
        return answer;
      } catch {
        return 'its catalogue answer is not valid JSON';
      }
    },
    clear() {
      answers.clear();
      parsed = new Map();
    },
    reload(saved) {
      answers.clear();
      parsed = new Map();
      for (const [key, value] of saved) if (key.startsWith(REF_PREFIX)) answers.set(key.slice(REF_PREFIX.length), value);
    },
  };
}
