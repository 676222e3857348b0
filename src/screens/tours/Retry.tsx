import { useT } from '../../i18n';

/** A call failed (network, malformed answer): say so and offer to try again. */
export function Retry({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="callout callout--warning" role="alert">
      <p>{t('errors.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('tours.retry')}
      </button>
    </div>
  );
}
