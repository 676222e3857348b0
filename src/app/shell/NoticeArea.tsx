import { useT } from '../../i18n';
import { useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';

const selectNotices = (s: RootState) => s.notices;
const TEXT = {
  sessionRestoreFailed: 'session.restoreFailed',
  sessionPartlyRestored: 'session.partlyRestored',
  sessionLinesLost: 'session.linesLost',
  sessionPartlyUnread: 'session.partlyUnread',
  sectionRestoreFailed: 'session.sectionRestoreFailed',
  storageFull: 'session.storageFull',
  storageFullNothingKept: 'session.storageFullNothingKept',
  storageFullEarlierKept: 'session.storageFullEarlierKept',
  storageUnavailable: 'session.storageUnavailable',
  tabForked: 'session.tabForked',
  unexpected: 'message.unexpected',
  legacyLinesDropped: 'session.legacyLinesDropped',
} as const;

/** Session notices: restore failed, storage full, tab duplicated; each dismissable. */
export function NoticeArea() {
  const { t } = useT();
  const notices = useReadModel(selectNotices);
  const dispatch = useCommand();
  return (
    <div className="notice-area" role="status" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.kind}`} data-testid={`notice-${n.kind}`}>
          <p>{n.count === undefined ? t(TEXT[n.kind]) : t(TEXT[n.kind], { smart_count: n.count })}</p>
          <button type="button" className="notice__close" onClick={() => dispatch({ type: 'DismissNotice', noticeId: n.id })}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('common.dismiss')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
