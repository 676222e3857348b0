import { useT } from '../../i18n';
import { Spinner } from '../../components/Spinner';
import { useServices, useStore } from '../../engine/services';

/** Shown while any API call runs (000 §4), announced politely to screen readers. */
export function WaitingSpinner() {
  const { t } = useT();
  const { requests } = useServices();
  const waiting = useStore(requests.pending) > 0;
  return (
    <div className="waiting" role="status" aria-live="polite" data-waiting={waiting}>
      {waiting && (
        <>
          <Spinner />
          <span className="visually-hidden">{t('common.pleaseWait')}</span>
        </>
      )}
    </div>
  );
}
