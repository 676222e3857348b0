import { Link, useMatches } from 'react-router-dom';
import { useT } from '../../i18n';
import { href, type RouteHandle } from '../../app/routes';

/**
 * Routes whose screens belong to areas not built yet (account, checkout payment steps): the
 * route, title and flag are real; the page says plainly that this part is not open yet.
 */
export default function UnavailableScreen() {
  const { t, lang } = useT();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <section className="page page--narrow">
      <h1>{handle ? t(handle.title) : t('message.pageNotFound')}</h1>
      <p>{t('message.notAvailableYet')}</p>
      <p>
        <Link className="button" to={href(lang)}>
          {t('message.backToHome')}
        </Link>
      </p>
    </section>
  );
}
