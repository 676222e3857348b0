import { Spinner } from '../../components/Spinner';

/** While the first screen's code loads. */
export function BootSpinner() {
  return (
    <div className="boot" role="status" aria-live="polite">
      <Spinner size={40} />
    </div>
  );
}

/**
 * The remote configuration could not be loaded, so the shop cannot lay itself out. The texts
 * may not have loaded either, hence a fixed German and English message and a retry button.
 */
export function BootFailure({ title, text, retry }: { title?: string; text?: string; retry?: string }) {
  return (
    <div className="boot boot--failed" role="alert">
      <h1>{title ?? 'Der Shop ist gerade nicht erreichbar · The shop is not available right now'}</h1>
      <p>{text ?? 'Bitte versuchen Sie es in einigen Minuten erneut. · Please try again in a few minutes.'}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {retry ?? 'Erneut versuchen · Try again'}
      </button>
    </div>
  );
}
