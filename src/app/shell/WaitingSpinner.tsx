import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { useT } from '../../i18n';
import { Spinner } from '../../components/Spinner';
import { useServices } from '../services';

/** Shown while any API call runs (000 §4), announced politely to screen readers. */
export function WaitingSpinner() {
  const { t } = useT();
  const { api } = useServices();
  const waiting$ = useMemo(() => api.pending$.pipe(map((n) => n > 0), distinctUntilChanged()), [api]);
  const waiting = useObservableEagerState(waiting$);
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
