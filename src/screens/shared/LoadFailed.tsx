import { useT } from '../../i18n';

/** A call failed: a translated message and a retry button; whatever the visitor chose stays. */
export function LoadFailed({ onRetry, notFoundText, notFound }: { onRetry?: () => void; notFound?: boolean; notFoundText?: string }) {
  const { t } = useT();
  return (
    <div className="callout callout--warning" role="alert">
      <p>{notFound && notFoundText ? notFoundText : t('errors.loadFailed')}</p>
      {onRetry && !notFound && (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** Shown while something loads (the shell's spinner says "please wait" too). */
export function Loading({ unseen = false }: { unseen?: boolean }) {
  const { t } = useT();
  return (
    <p className={unseen ? 'visually-hidden' : 'loading muted'} role="status">
      {t('common.loading')}
    </p>
  );
}
