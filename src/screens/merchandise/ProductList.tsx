import { useCallback, useEffect, useRef } from 'react';
import { usePageTitle } from '../shared/page-title';
import { plainText } from '../../components/plain-text';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { Money } from '../../components/Money';
import { categoriesOf, listOf, stockLevel, type Listing } from '../../domain/merchandise/selectors';
import type { ArticleOffer } from '../../messages/catalogue';
import { LoadFailed } from '../shared/LoadFailed';
import { SkeletonList } from '../shared/Skeleton';
import { ShowMore } from '../shared/ShowMore';
import { useListWindow } from '../../components/near-screen';
import { StockBadge } from './StockBadge';
import '../shared/shop.css';
import './merchandise.css';
import { catalogueList } from '../../kernel/catalogue-lists';

const selectMerchandise = (s: RootState) => s.merchandise;

interface ProductListProps {
  kind: Listing;
  category: number | null;
  /** Where a category filter link goes: `merchandise/{id}`, or the passes page with `?category=`. */
  categoryHref: (category: number | null) => string;
  productHref: (article: ArticleOffer) => string;
  heading: string;
}

/** A listing of articles (001 §2): the shop filtered by category, or the annual passes. */
export function ProductList({ kind, category, categoryHref, productHref, heading }: ProductListProps) {
  const { t } = useT();
  const dispatch = useCommand();
  const state = useReadModel(selectMerchandise);
  const open = useCallback(() => dispatch({ type: 'OpenMerchandiseList', kind, category }), [dispatch, kind, category]);
  useEffect(open, [open]);
  const categories = categoriesOf(state, kind);
  const list = listOf(state, kind, category);
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
      {list.status === 'failed' && <LoadFailed onRetry={open} />}
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
