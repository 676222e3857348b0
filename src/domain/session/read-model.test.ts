import { SessionEvents } from '../../messages';
import type { EventMeta } from '../../event-log/envelope';
import { noticesReadModel, reduceNotices, reduceSession, sessionReadModel, type NoticesState } from './read-model';

const meta = (seq: number): EventMeta => ({ seq, at: 0, tab: 't' });

describe('session read model', () => {
  it('starts persistent and not forked', () => {
    expect(sessionReadModel.initial).toEqual({ forkedFrom: null, storage: 'persistent' });
  });

  it('TabForked records where the tab came from', () => {
    const s = reduceSession(sessionReadModel.initial, SessionEvents.TabForked.create({ from: 'a', to: 'b' }));
    expect(s).toEqual({ forkedFrom: 'a', storage: 'persistent' });
  });

  it('StorageUnavailable switches to memory, once', () => {
    const s = reduceSession(sessionReadModel.initial, SessionEvents.StorageUnavailable.create({ reason: 'quota', survives: 'nothing' }));
    expect(s.storage).toBe('memory');
    expect(reduceSession(s, SessionEvents.StorageUnavailable.create({ reason: 'unavailable', survives: 'nothing' }))).toBe(s);
  });
});

describe('notices read model', () => {
  const given = (...events: Array<Parameters<typeof reduceNotices>[1]>): NoticesState =>
    events.reduce<NoticesState>((s, e, i) => reduceNotices(s, e, meta(i + 1)), noticesReadModel.initial);

  it('each session fact shows one notice of its kind, with an id from the envelope seq', () => {
    const notices = given(
      SessionEvents.SessionRestoreFailed.create({ reason: 'corrupt', detail: 'x', kept: 0, scope: 'session' }),
      SessionEvents.StorageUnavailable.create({ reason: 'quota', survives: 'basket' }),
      SessionEvents.TabForked.create({ from: 'a', to: 'b' }),
      SessionEvents.EpicFailed.create({ epic: 'cart', message: 'Error: boom', restarted: true }),
    );
    expect(notices).toEqual([
      { id: 'sessionRestoreFailed-1', kind: 'sessionRestoreFailed' },
      { id: 'storageFull-2', kind: 'storageFull' },
      { id: 'tabForked-3', kind: 'tabForked' },
      { id: 'unexpected-4', kind: 'unexpected' },
    ]);
  });

  it('storage that is disabled, not full, gets its own notice', () => {
    const notices = given(SessionEvents.StorageUnavailable.create({ reason: 'unavailable', survives: 'nothing' }));
    expect(notices).toEqual([{ id: 'storageUnavailable-1', kind: 'storageUnavailable' }]);
  });

  it('does not stack a second notice of the same kind', () => {
    const notices = given(
      SessionEvents.EpicFailed.create({ epic: 'cart', message: 'a', restarted: true }),
      SessionEvents.EpicFailed.create({ epic: 'cart', message: 'b', restarted: false }),
    );
    expect(notices).toEqual([{ id: 'unexpected-1', kind: 'unexpected' }]);
  });

  it('NoticeDismissed removes that notice; an unknown id keeps the same state', () => {
    const shown = given(
      SessionEvents.TabForked.create({ from: 'a', to: 'b' }),
      SessionEvents.StorageUnavailable.create({ reason: 'quota', survives: 'basket' }),
    );
    const dismissed = reduceNotices(shown, SessionEvents.NoticeDismissed.create({ noticeId: 'tabForked-1' }), meta(3));
    expect(dismissed).toEqual([{ id: 'storageFull-2', kind: 'storageFull' }]);
    expect(reduceNotices(shown, SessionEvents.NoticeDismissed.create({ noticeId: 'nope' }), meta(3))).toBe(shown);
  });

  it('a dismissed kind can be shown again by a later fact', () => {
    const notices = given(
      SessionEvents.TabForked.create({ from: 'a', to: 'b' }),
      SessionEvents.NoticeDismissed.create({ noticeId: 'tabForked-1' }),
      SessionEvents.TabForked.create({ from: 'b', to: 'c' }),
    );
    expect(notices).toEqual([{ id: 'tabForked-3', kind: 'tabForked' }]);
  });

  it('a later step down replaces "the basket is kept" with "nothing is kept": the notice never promises too much', () => {
    const notices = given(
      SessionEvents.StorageUnavailable.create({ reason: 'quota', survives: 'basket' }),
      SessionEvents.StorageUnavailable.create({ reason: 'quota', survives: 'nothing' }),
    );
    expect(notices.map((n) => n.kind)).toEqual(['storageFullNothingKept']);
  });
});
