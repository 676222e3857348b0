import type { TrackingEvent } from './ga4';

export type Sink = (event: TrackingEvent) => void;

/** GA4 via Google Tag Manager's dataLayer; clears the previous ecommerce object first, as GA4 asks. */
export function dataLayerSink(target: { dataLayer?: unknown[] }): Sink {
  return (event) => {
    target.dataLayer ??= [];
    target.dataLayer.push({ ecommerce: null });
    target.dataLayer.push(event);
  };
}

/** Module mode: the host page receives the events (same shape) to forward to its own analytics. */
export function postMessageSink(parent: { postMessage(message: unknown, targetOrigin: string): void }, targetOrigin: string): Sink {
  return (event) => parent.postMessage({ source: 'foyer', type: 'tracking', event }, targetOrigin);
}

/** Where the session's tracking events survive a reload (they carry no personal data). */
export const TRACKING_KEY = 'foyer:tracking';

/** The part of session storage the export may take: the basket and the log come first. */
export interface TrackingStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Keeps what was tracked this session for the analysts' NDJSON export: the last `limit`
 * events in memory, and the newest of them that fit in `storedChars` under TRACKING_KEY, so a
 * reload does not empty the export (and the export never crowds out the event log). Stored
 * lines that are not JSON objects are skipped. When storage refuses (full, disabled), the
 * buffer gives up its key and goes on in memory: the log and the basket need the room more.
 * With `schedule`, events that come together are written once, when it says (the shop: at an
 * idle moment, and at once when the page is hidden or left, `flush`): the stored part is up to
 * 64 KB, and writing it in the click that tracked a removal was part of that click's wait.
 */
export function ndjsonBuffer(
  limit = 1_000,
  storage?: TrackingStorage,
  storedChars = 64_000,
  schedule?: (write: () => void) => void,
): { sink: Sink; toNdjson(): string; flush(): void } {
  const lines: string[] = storage ? readLines(storage).slice(-limit) : [];
  let persist = storage !== undefined;
  const text = (): string => lines.join('\n') + (lines.length ? '\n' : '');
  const stored = (): string => {
    let size = 0;
    let from = lines.length;
    while (from > 0 && size + (lines[from - 1]?.length ?? 0) + 1 <= storedChars) {
      from -= 1;
      size += (lines[from]?.length ?? 0) + 1;
    }
    return lines.slice(from).map((line) => `${line}\n`).join('');
  };
  let pending = false;
  const write = (): void => {
    pending = false;
    if (!persist || !storage) return;
    try {
      storage.setItem(TRACKING_KEY, stored());
    } catch {
      persist = false;
      try {
        storage.removeItem(TRACKING_KEY);
      } catch {
        // Nothing more to give back.
      }
    }
  };
  return {
    sink: (event) => {
      lines.push(JSON.stringify(event));
      if (lines.length > limit) lines.splice(0, lines.length - limit);
      if (!persist || !storage) return;
      if (!schedule) return write();
      if (pending) return;
      pending = true;
      // A flush may have written it meanwhile.
      schedule(() => {
        if (pending) write();
      });
    },
    toNdjson: text,
    flush: () => {
      if (pending) write();
    },
  };
}

function readLines(storage: TrackingStorage): string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(TRACKING_KEY);
  } catch {
    return [];
  }
  return (raw ?? '').split('\n').filter((line) => {
    if (line.trim() === '') return false;
    try {
      const value: unknown = JSON.parse(line);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  });
}
