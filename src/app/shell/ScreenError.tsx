import { useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { useT } from '../../i18n';

/**
 * A screen that throws while rendering (or whose code chunk fails to load after a deploy)
 * shows this inside the shell: header, basket and footer stay, the screen is never blank.
 */
export function ScreenError() {
  const { t } = useT();
  const error = useRouteError();
  useEffect(() => {
    console.error('Foyer: a screen failed to render', error);
  }, [error]);
  return (
    <section className="page page--narrow" role="alert">
      <h1>{t('message.unexpected')}</h1>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.continue')}
        </button>
      </p>
    </section>
  );
}
