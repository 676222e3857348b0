import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';

/** While the first screen's code loads. */
export function BootSpinner() {
  return (
    <div className="boot" role="status" aria-live="polite">
      <Spinner />
    </div>
  );
}

/**
 * The remote configuration could not be loaded, so the shop cannot lay itself out. The texts
 * may not have loaded either, hence fixed German and English fallbacks. While the page reloads
 * itself (a 503) there is no button, only the waiting state. `heading` replaces the title where
 * more than words is said (the 500 message's support address).
 */
export function BootFailure({ title, heading, retry, reloading = false }: { title?: string; heading?: ReactNode; retry?: string; reloading?: boolean }) {
  if (reloading) {
    return (
      <div className="boot boot--failed" role="status" aria-live="polite">
        <Spinner />
        <h1>{title ?? 'Der Shop ist kurz nicht erreichbar, die Seite wird neu geladen … · The shop is briefly unavailable. The page is reloading…'}</h1>
      </div>
    );
  }
  return (
    <div className="boot boot--failed" role="alert">
      <h1>{heading ?? title ?? 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut. · The shop is not available right now. Please try again in a few minutes.'}</h1>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {retry ?? 'Erneut versuchen · Try again'}
      </button>
    </div>
  );
}
