import { useT } from '../../i18n';
import type { Loadable } from '../../kernel/loadable';

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

/**
 * A catalogue entry's page until the entry is there: "loading", or the page's title over the
 * failure (not found, or a retry). Nothing once it is loaded.
 */
export function EntryStatus({ entry, title, onRetry, notFoundText }: { entry: Loadable<unknown>; title: string; onRetry: () => void; notFoundText: string }) {
  if (entry.status === 'loading') return <Loading />;
  if (entry.status === 'loaded') return null;
  return (
    <>
      <h1>{title}</h1>
      <LoadFailed onRetry={onRetry} notFound={entry.notFound} notFoundText={notFoundText} />
    </>
  );
}
