import type { EventMeta } from './envelope';
import type { Head } from './chunk-store';

/** A header this shop could have written: a chunk range of whole numbers, never backwards. */
export function isHead(value: unknown): value is Head {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { first, last } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(first) &&
    Number.isSafeInteger(last) &&
    (first as number) >= 0 &&
    (last as number) >= (first as number) - 1
  );
}

/** Lines in a chunk's text (a chunk is never empty). */
export function lineCount(text: string): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

/** A chunk's NDJSON lines as one array, or null when any line is not JSON (or not one value). */
export function parseLines(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(`[${text.replaceAll('\n', ',')}]`);
    return Array.isArray(parsed) && parsed.length === lineCount(text) ? parsed : null;
  } catch {
    return null;
  }
}

/** A chunk's lines one by one: each parsed, or the error that line gave. */
export function eachLine(text: string): Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  return text.split('\n').map((line) => {
    try {
      return { ok: true as const, value: JSON.parse(line) as unknown };
    } catch (error) {
      return { ok: false as const, error };
    }
  });
}

/** The meta of an entry of the first stored format (a whole envelope), when it has a whole one. */
export function metaOf(entry: unknown): EventMeta | null {
  const meta = (entry as { meta?: unknown } | null)?.meta;
  if (typeof meta !== 'object' || meta === null) return null;
  const { seq, at, tab } = meta as Record<string, unknown>;
  return typeof seq === 'number' && typeof at === 'number' && typeof tab === 'string' ? { seq, at, tab } : null;
}

/** The numbers of the chunk keys among `keys` (`foyer:log:v1:<n>`), ascending. */
export function chunkNumbers(keys: readonly string[], logKey: string): number[] {
  const prefix = `${logKey}:`;
  const numbers: number[] = [];
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    if (/^(0|[1-9]\d{0,14})$/.test(rest)) numbers.push(Number(rest));
  }
  return numbers.sort((a, b) => a - b);
}
