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
  sectionRestoreFailed: null,
  storageFull: null,
  storageFullNothingKept: null,
  storageFullEarlierKept: null,
  storageUnavailable: null,
  tabForked: null,
  unexpected: null,
});
export type NoticeKind = t.TypeOf<typeof NoticeKind>;
export const Notice = t.type({ id: t.string, kind: NoticeKind });
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

const noticeHandles = ['SessionRestoreFailed', 'StorageUnavailable', 'TabForked', 'EpicFailed', 'NoticeDismissed'] as const;

function add(state: NoticesState, kind: NoticeKind, meta: EventMeta): NoticesState {
  // One notice per kind is enough; the id comes from the envelope so replay gives the same ids.
  return state.some((n) => n.kind === kind) ? state : [...state, { id: `${kind}-${meta.seq}`, kind }];
}

export function reduceNotices(
  state: NoticesState,
  event: EventOf<(typeof noticeHandles)[number]>,
  meta: EventMeta,
): NoticesState {
  switch (event.type) {
    case 'SessionRestoreFailed':
      if (event.data.scope === 'section') return add(state, 'sectionRestoreFailed', meta);
      return add(state, event.data.kept > 0 ? 'sessionPartlyRestored' : 'sessionRestoreFailed', meta);
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
