import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageTitle } from '../shared/page-title';
import { plainText } from '../../components/plain-text';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useArea, useCommand, useReadModel, useReadModelOr, useStartedRuntime } from '../../engine/hooks';
import { useExternalValue, useServices } from '../../engine/services';
import type { RootState } from '../../engine/root-state';
import { Money } from '../../components/Money';
import { categoriesOf, listOf, stockLevel } from '../../domain/merchandise/listing';
import type { ListingKind } from '../../domain/merchandise/listing-query';
import type { ArticleOffer } from '../../messages/catalogue';
import { LoadFailed } from '../shared/LoadFailed';
import { SkeletonList } from '../shared/Skeleton';
import { ShowMore } from '../shared/ShowMore';
import { useListWindow } from '../../components/near-screen';
import { StockBadge } from './StockBadge';
import '../shared/shop.css';
import './merchandise.css';
import { catalogueList } from '../../kernel/catalogue-lists';
import { lightProductList, type ProductListing } from './light-product-list';
import { useRuntimeWithArea } from '../shared/use-runtime-with-area';

const selectMerchandise = (s: RootState) => s.merchandise;
/** The area's read model once the runtime has loaded it (undefined before). */
const selectLoadedMerchandise = (s: RootState): RootState['merchandise'] | undefined => (s as Partial<RootState>).merchandise;

interface ProductListProps {
  kind: ListingKind;
  category: number | null;
  /** Where a category filter link goes: `merchandise/{id}`, or the passes page with `?category=`. */
  categoryHref: (category: number | null) => string;
  productHref: (article: ArticleOffer) => string;
  heading: string;
}

/**
 * A listing of articles (001 §2): the shop filtered by category, or the annual passes. Where the
 * runtime runs (a session under way) the merchandise area's read model holds it; on a first visit
 * the page draws it without the runtime (light-product-list.ts, docs/decisions.md "A catalogue
 * list before the runtime"). Which of the two is decided once per visit of the page.
 */
export function ProductList(props: ProductListProps) {
  const runtime = useStartedRuntime();
  const [light] = useState(() => runtime === null);
  return light ? <ProductListBeforeRuntime {...props} /> : <ProductListOfRuntime {...props} />;
}

function ProductListOfRuntime(props: ProductListProps) {
  const { kind, category } = props;
  useArea('merchandise');
  const dispatch = useCommand();
  const state = useReadModel(selectMerchandise);
  const open = useCallback(() => dispatch({ type: 'OpenMerchandiseList', kind, category }), [dispatch, kind, category]);
  useEffect(open, [open]);
  const listing = useMemo(() => ({ categories: categoriesOf(state, kind), list: listOf(state, kind, category) }), [state, kind, category]);
  return <ProductListView {...props} listing={listing} retry={open} />;
}

function ProductListBeforeRuntime(props: ProductListProps) {
  const { kind, category } = props;
  const { requests } = useServices();
  const [source] = useState(() => lightProductList(requests));
  useExternalValue(source.changes.subscribe, () => source.changes.value);
  const dispatch = useCommand();
  // The runtime started while the list is on screen (the cookie choice, a session begun in
  // another way): once it has the area it takes the listing over, so its log and the tracking
  // hold what the visitor sees (MerchandiseListLoaded), and a category picked then is its to ask for.
  const takenOver = useRuntimeWithArea('merchandise') !== null;
  const open = useCallback(() => (takenOver ? dispatch({ type: 'OpenMerchandiseList', kind, category }) : source.open(kind, category)), [takenOver, dispatch, source, kind, category]);
  useEffect(open, [open]);
  const area = useReadModelOr(selectLoadedMerchandise, undefined);
  const here = source.listing(kind, category);
  // The runtime's answer once it has one; until then the one asked for here, which its failure
  // does not take off the screen (001 §8, as a list's failure in the read model does not).
  const theirs = takenOver && area ? { categories: categoriesOf(area, kind), list: listOf(area, kind, category) } : null;
  const shownTheirs = theirs !== null && (theirs.list.status === 'loaded' || (theirs.list.status === 'failed' && here.list.status !== 'loaded'));
  const listing: ProductListing = theirs && shownTheirs ? { list: theirs.list, categories: theirs.categories.length > 0 ? theirs.categories : here.categories } : here;
  return <ProductListView {...props} listing={listing} retry={open} />;
}

function ProductListView({ kind, category, categoryHref, productHref, heading, listing, retry }: ProductListProps & { listing: ProductListing; retry: () => void }) {
  const { t } = useT();
  const dispatch = useCommand();
  const { categories, list } = listing;
  const current = categories.find((c) => c.id === category);
  const articles = list.status === 'loaded' ? list.value : [];
  const shown = useListWindow(articles.length, FIRST_PRODUCTS, `${kind}/${category}`);
  const cardList = useRef<HTMLUListElement>(null);

  usePageTitle(heading);
  return (
    <section className="page shop-page">
      <h1>{heading}</h1>
      {(categories.length > 1 || (kind === 'shop' && categories.length > 0)) && (
        <nav aria-label={t('merchandise.categories')}>
          <ul className="filters">
            <li>
              <Link to={categoryHref(null)} aria-current={category === null ? 'page' : undefined}>
                {t('merchandise.allCategories')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={categoryHref(c.id)} aria-current={c.id === category ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {current && <h2 className="shop-page__category">{current.name}</h2>}
      {list.status === 'loading' && <SkeletonList count={4} listClassName="cards product-cards" className="card product-card" image lines={[80, 40, 30]} />}
      {list.status === 'failed' && <LoadFailed onRetry={retry} />}
      {list.status === 'loaded' && list.value.length === 0 && <p className="callout callout--info">{t('errors.noResults')}</p>}
      {list.status === 'loaded' && (
        <ul className={`cards product-cards product-cards--${kind}`} ref={cardList}>
          {articles.slice(0, shown.shown).map((article, index) => (
            <li key={article.id}>
              <Link
                className={`card product-card product-card--${stockLevel(article.stock)}`}
                to={productHref(article)}
                onClick={() =>
                  dispatch({ type: 'SelectItem', list: catalogueList.articles(kind, category), index, itemId: article.id, category: kind === 'passes' ? 'annualPass' : 'merchandise' })
                }
              >
                <div className="card__image">{article.image ? <img src={article.image} alt="" loading="lazy" width={400} height={300} /> : null}</div>
                <div className="card__body">
                  <h3 className="card__title">{article.name}</h3>
                  {/* A pass sells by what it includes: its description's words on the card. */}
                  {kind === 'passes' && article.description && <p className="card__text product-card__about">{plainText(article.description)}</p>}
                  <p className="card__price">
                    <Money cents={article.price} />
                  </p>
                  <StockBadge stock={article.stock} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ShowMore window={shown} total={articles.length} list={cardList} />
    </section>
  );
}

/** Enough cards for a large screen; more follow as the list's end comes near. */
const FIRST_PRODUCTS = 12;
