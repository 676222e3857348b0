import * as t from 'io-ts';
import { assertNever, type EventOf } from '../../messages';
import type { EventMeta } from '../../event-log/envelope';
import { defineReadModel } from '../../event-log/read-model';

/** What this browser session knows about itself. No personal data lives here. */
export const SessionState = t.type({
  /** Set by TabForked: the tab this one was duplicated from. */
  forkedFrom: t.union([t.string, t.null]),
  /** `basket`: storage is full and keeps only the basket; `memory`: nothing survives a reload. */
  storage: t.keyof({ persistent: null, basket: null, memory: null }),
});
export type SessionState = t.TypeOf<typeof SessionState>;

export const NoticeKind = t.keyof({
  sessionRestoreFailed: null,
  sessionPartlyRestored: null,
  sessionLinesLost: null,
  sessionPartlyUnread: null,
  sectionRestoreFailed: null,
  storageFull: null,
  storageFullNothingKept: null,
  storageFullEarlierKept: null,
  storageUnavailable: null,
  tabForked: null,
  unexpected: null,
  legacyLinesDropped: null,
});
export type NoticeKind = t.TypeOf<typeof NoticeKind>;
/** `count`: what the text counts (the basket's lines a restore lost). */
export const Notice = t.intersection([t.type({ id: t.string, kind: NoticeKind }), t.partial({ count: t.number })]);
export type Notice = t.TypeOf<typeof Notice>;

/** Notices are the visible, dismissable side of session facts (restore failed, storage full…). */
export const NoticesState = t.readonlyArray(Notice);
export type NoticesState = t.TypeOf<typeof NoticesState>;

const sessionHandles = ['TabForked', 'StorageUnavailable'] as const;

export function reduceSession(state: SessionState, event: EventOf<(typeof sessionHandles)[number]>): SessionState {
  switch (event.type) {
    case 'TabForked':
      return { ...state, forkedFrom: event.data.from };
    case 'StorageUnavailable': {
      const storage = event.data.survives === 'basket' ? 'basket' : 'memory';
      return state.storage === storage || state.storage === 'memory' ? state : { ...state, storage };
    }
    default:
      return assertNever(event);
  }
}

export const sessionReadModel = defineReadModel({
  handles: sessionHandles,
  initial: { forkedFrom: null, storage: 'persistent' },
  codec: SessionState,
  reduce: reduceSession,
});

const noticeHandles = ['SessionRestoreFailed', 'StorageUnavailable', 'TabForked', 'EpicFailed', 'NoticeDismissed', 'LegacyCartImported'] as const;

function add(state: NoticesState, kind: NoticeKind, meta: EventMeta, count?: number): NoticesState {
  // One notice per kind is enough; the id comes from the envelope so replay gives the same ids.
  if (state.some((n) => n.kind === kind)) return state;
  return [...state, count === undefined ? { id: `${kind}-${meta.seq}`, kind } : { id: `${kind}-${meta.seq}`, kind, count }];
}

/**
 * What a restore that was not whole tells the visitor: a clean start; the basket's lines it
 * lost (how many); that part could not be read, so the basket may miss something; or, only
 * when every line the saved log meant is back as it was, that the basket was kept.
 */
function restoreNotice(data: EventOf<'SessionRestoreFailed'>['data']): { kind: NoticeKind; count?: number } {
  if (data.kept === 0) return { kind: 'sessionRestoreFailed' };
  // Part not read at all: any count would be a floor, so the notice says the basket may miss lines.
  if (data.unreadable === true) return { kind: 'sessionPartlyUnread' };
  const lost = data.lostLines ?? 0;
  return lost > 0 ? { kind: 'sessionLinesLost', count: lost } : { kind: 'sessionPartlyRestored' };
}

export function reduceNotices(
  state: NoticesState,
  event: EventOf<(typeof noticeHandles)[number]>,
  meta: EventMeta,
): NoticesState {
  switch (event.type) {
    case 'SessionRestoreFailed':
      if (event.data.scope === 'section') return add(state, 'sectionRestoreFailed', meta);
      {
        const notice = restoreNotice(event.data);
        return add(state, notice.kind, meta, notice.count);
      }
    case 'StorageUnavailable': {
      // The notice says exactly what a reload will find; a later step down replaces it.
      const kind =
        event.data.reason === 'unavailable'
          ? 'storageUnavailable'
          : event.data.survives === 'basket'
            ? 'storageFull'
            : event.data.survives === 'earlier'
              ? 'storageFullEarlierKept'
              : 'storageFullNothingKept';
      return add(state.filter((n) => !(kind !== 'storageFull' && n.kind === 'storageFull')), kind, meta);
    }
    case 'TabForked':
      return add(state, 'tabForked', meta);
    case 'EpicFailed':
      return add(state, 'unexpected', meta);
    case 'LegacyCartImported':
      // The previous front end's basket: what could not be taken over is said, never silent.
      return event.data.dropped > 0 ? add(state, 'legacyLinesDropped', meta, event.data.dropped) : state;
    case 'NoticeDismissed': {
      const next = state.filter((n) => n.id !== event.data.noticeId);
      return next.length === state.length ? state : next;
    }
    default:
      return assertNever(event);
  }
}

export const noticesReadModel = defineReadModel({
  handles: noticeHandles,
  initial: [] as NoticesState,
  codec: NoticesState,
  reduce: reduceNotices,
});
