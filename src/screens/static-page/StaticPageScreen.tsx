import { useParams, useLocation } from 'react-router-dom';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { isRight } from 'fp-ts/Either';
import { map, of, startWith } from 'rxjs';
import { useT, type TextKey } from '../../i18n';
import { STATIC_PAGE_IDS, type StaticPageId } from '../../api/codecs/shell';
import { SafeHtml } from '../../components/SafeHtml';
import { useRuntime } from '../../engine/hooks';
import { usePageTitle } from '../shared/page-title';
import NotFoundScreen from '../not-found/NotFoundScreen';

const TITLES: Record<StaticPageId, TextKey> = {
  imprint: 'title.imprint',
  terms: 'title.terms',
  data_protection: 'title.dataProtection',
  shipping: 'title.shipping',
};

type PageState = { status: 'loading' } | { status: 'loaded'; title: string; html: string } | { status: 'missing' } | { status: 'failed' };

/** Imprint, terms, data protection, shipping: server HTML through the one sanitizer. */
export default function StaticPageScreen() {
  const { t } = useT();
  const { api } = useRuntime();
  const params = useParams();
  const { pathname } = useLocation();
  const id = (pathname.endsWith('/page/shipping') ? 'shipping' : params.id) as StaticPageId | undefined;
  const known = id !== undefined && (STATIC_PAGE_IDS as readonly string[]).includes(id);
  const page$ = useMemo(
    () =>
      known
        ? api.call('staticPage', { path: { id: id } }).pipe(
            map((r): PageState => {
              if (isRight(r)) return { status: 'loaded', title: r.right.title, html: r.right.html };
              // docs/api.md: a page the server does not have is "Page not found", like an unknown
              // path; any other failure says the page could not be loaded (a 500 also shows the
              // danger message with the support address).
              return r.left.kind === 'Http' && r.left.status === 404 ? { status: 'missing' } : { status: 'failed' };
            }),
            startWith<PageState>({ status: 'loading' }),
          )
        : of<PageState>({ status: 'missing' }),
    [api, id, known],
  );
  // The observable changes with the page id; useObservableState resubscribes to the new one.
  const state = useObservableState(page$, { status: 'loading' } as PageState);
  const missing = !known || state.status === 'missing';
  const title = missing ? t('title.notFound') : state.status === 'loaded' && state.title ? state.title : t(TITLES[id]);
  usePageTitle(title);
  if (missing) return <NotFoundScreen />;
  return (
    <article className="page page--narrow static-page">
      <h1>{title}</h1>
      {state.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{t('errors.loadFailed')}</p>}
      {state.status === 'loaded' && <SafeHtml className="prose" html={state.html} />}
    </article>
  );
}
