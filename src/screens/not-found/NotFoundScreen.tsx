import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { ReportProblem } from '../shared/ReportProblem';

/** 000 §8: any unknown path, and any section switched off by configuration. */
export default function NotFoundScreen() {
  const { t, lang } = useT();
  return (
    <section className="page page--narrow not-found">
      <h1>{t('message.pageNotFound')}</h1>
      <p>{t('message.pageNotFoundText')}</p>
      <p>
        <Link className="button button--primary" to={href(lang)}>
          {t('message.backToHome')}
        </Link>
      </p>
      <p>
        <ReportProblem />
      </p>
    </section>
  );
}
