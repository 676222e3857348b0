import { concat, concatMap, defer, distinctUntilChanged, EMPTY, from, ignoreElements, map, merge, of, switchMap, tap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Clock, KeyValueStorage, Random } from '../../bus/deps';
import { repeatGuard } from '../cart/repeat-guard';
import { admitLine, reportRefusal } from '../cart/admit';
import type { ApiClient } from '../../api/client';
import { failureOf } from '../../api/failure';
import { listingQueries, type ListingKind } from './listing-query';
import { Cents, type CartLine, type Command, type Count, type DomainEvent, type NewCartLine } from '../../messages';
import * as MerchandiseEvents from '../../messages/events/merchandise';
import { ArticleOffer, CatalogueGroup, factOf } from '../../messages/catalogue';
import type { MerchandiseState, ProductFormState } from './read-model';
import { cleanOwner, ownerProblems, ownerStore } from './owner-store';
import { addableQuantity, isAnnualPass, stockOpen } from './selectors';
import { normalizeQuantity } from './quantity';
import { decideArticleLineCount, LOOK_UP } from './decide-line';
import { enact } from '../decision';

export interface MerchandiseDeps {
  api: ApiClient;
  clock: Clock;
  random: Random;
  storage: KeyValueStorage;
}

export interface MerchandiseSlice {
  readonly merchandise: MerchandiseState;
  readonly productForm: ProductFormState;
  /** Only the lines: which owner entries are still referred to. */
  readonly cart: { readonly lines: readonly CartLine[] };
}

export type MerchandiseEpic = Epic<Command, MerchandiseSlice, MerchandiseDeps, DomainEvent>;

export const merchandiseEpic: MerchandiseEpic = (command$, state$, deps) => {
  const { api } = deps;
  const adds = repeatGuard(deps.clock);

  const openList = (kind: ListingKind, category: number | null): Observable<DomainEvent> => {
    const queries = listingQueries(kind, category);
    const categories = api.call('merchandiseCategories', { query: queries.categories }).pipe(
      map((r) =>
        isLeft(r)
          ? MerchandiseEvents.MerchandiseCategoriesLoadFailed.create({ kind, ...failureOf(r.left) })
          : MerchandiseEvents.MerchandiseCategoriesLoaded.create({ kind, categories: r.right.category.map((g) => factOf(CatalogueGroup, g)) }),
      ),
    );
    const list = api.call('merchandiseList', { query: queries.list }).pipe(
      map((r) =>
        isLeft(r)
          ? MerchandiseEvents.MerchandiseListLoadFailed.create({ kind, category, ...failureOf(r.left) })
          : MerchandiseEvents.MerchandiseListLoaded.create({ kind, category, articles: r.right.articles.map((a) => factOf(ArticleOffer, a)) }),
      ),
    );
    return merge(categories, list);
  };

  const openProduct = (articleId: number): Observable<DomainEvent> =>
    concat(
      of(MerchandiseEvents.ProductOpened.create({ articleId })),
      api.call('merchandiseSingle', { query: { article: articleId } }).pipe(
        map((r) =>
          isLeft(r)
            ? MerchandiseEvents.ProductLoadFailed.create({ articleId, ...failureOf(r.left) })
            : MerchandiseEvents.ProductLoaded.create({ article: factOf(ArticleOffer, r.right) }),
        ),
      ),
    );

  const loadedArticle = (articleId: number) => {
    const single = state$.value.merchandise.products[String(articleId)];
    return single?.status === 'loaded' ? single.article : undefined;
  };

  const formCommand = (
    command: Extract<Command, { type: 'SetProductQuantity' | 'AddProductToBasket' | 'AddAnnualPassToBasket' }>,
  ): Observable<DomainEvent> => {
    const form = state$.value.productForm;
    const article = loadedArticle(command.articleId);
    if (form.articleId !== command.articleId || !article || form.stock === null) return EMPTY;
    switch (command.type) {
      case 'SetProductQuantity': {
        const quantity = normalizeQuantity(command.quantity, stockOpen(form, state$.value.cart.lines));
        if (quantity !== form.quantity) adds.forget();
        return quantity === form.quantity
          ? EMPTY
          : of(MerchandiseEvents.ProductQuantityChanged.create({ articleId: article.id, quantity }));
      }
      case 'AddProductToBasket': {
        // The basket's own items of this article count against the stock (001 §5).
        const quantity = addableQuantity(form, state$.value.cart.lines);
        if (isAnnualPass(article) || quantity < 1) return EMPTY;
        // A click and a double-click on "add" are one line, not three.
        if (adds.repeats(`${article.id}`)) return EMPTY;
        return added(state$.value.cart.lines, article, quantity, deps.random.id(), { type: 'merchandise' });
      }
      case 'AddAnnualPassToBasket': {
        const quantity = addableQuantity(form, state$.value.cart.lines);
        if (!isAnnualPass(article) || quantity < 1) return EMPTY;
        // 001 §5: one owner entry per pass, each of them valid.
        const owners = command.owners.slice(0, quantity);
        const missing = Array.from({ length: Math.max(0, quantity - owners.length) }, (_, i) => ({
          index: owners.length + i,
          fields: ['name' as const],
        }));
        const problems = [...ownerProblems(owners), ...missing];
        if (problems.length > 0) {
          return of(MerchandiseEvents.AnnualPassOwnersRejected.create({ articleId: article.id, expected: quantity, problems }));
        }
        const refs = owners.map(() => deps.random.id());
        ownerStore(deps.storage).put(owners.map((owner, i) => [refs[i] as string, cleanOwner(owner)] as const));
        return added(state$.value.cart.lines, article, quantity, deps.random.id(), { type: 'annualPass', ownerRefs: refs });
      }
    }
  };

  /**
   * The basket's stepper of an article line: decided with the stock this session knows; an
   * article it does not know yet is looked up first (the product page's call, a catalogue
   * answer) and decided when it answers. A failed lookup changes nothing: the row keeps its count.
   */
  const lineCount = (command: Extract<Command, { type: 'ChangeArticleLineCount' }>): Observable<DomainEvent> => {
    const decision = decideArticleLineCount(command, state$.value);
    if (decision !== LOOK_UP) return enact('the basket', decision);
    const articleId = state$.value.cart.lines.find((l) => l.lineId === command.lineId)?.id;
    if (typeof articleId !== 'number') return EMPTY;
    return api.call('merchandiseSingle', { query: { article: articleId } }).pipe(
      concatMap((r) =>
        isLeft(r)
          ? EMPTY
          : concat(
              of(MerchandiseEvents.ProductLoaded.create({ article: factOf(ArticleOffer, r.right) })),
              defer(() => {
                const after = decideArticleLineCount(command, state$.value);
                return after === LOOK_UP ? EMPTY : enact('the basket', after);
              }),
            ),
      ),
    );
  };

  // Owner entries no annualPass line refers to any more (line removed, basket cleared) are
  // deleted from the owner store: personal data is kept no longer than needed.
  const forgetOwners = state$.pipe(
    map((s) =>
      s.cart.lines
        .flatMap((l) => (l.type === 'annualPass' ? l.ownerRefs : []))
        .sort()
        .join('\n'),
    ),
    distinctUntilChanged(),
    tap((joined) => ownerStore(deps.storage).retain(new Set(joined === '' ? [] : joined.split('\n')))),
    ignoreElements(),
  );

  return merge(
    command$.pipe(ofType('OpenMerchandiseList'), switchMap((c) => openList(c.kind, c.category))),
    command$.pipe(ofType('OpenProduct'), switchMap((c) => openProduct(c.articleId))),
    command$.pipe(ofType('SetProductQuantity', 'AddProductToBasket', 'AddAnnualPassToBasket'), concatMap(formCommand)),
    command$.pipe(ofType('ChangeArticleLineCount'), concatMap(lineCount)),
    forgetOwners,
  );
};

type Article = { id: number; name: string; price: CartLine['price']; vat_value: number };

/** A merchandise or annual pass line of `quantity` items, and the area's own record of it. */
function added(
  basket: readonly CartLine[],
  article: Article,
  quantity: Count,
  lineId: string,
  kind: { type: 'merchandise' } | { type: 'annualPass'; ownerRefs: string[] },
): Observable<DomainEvent> {
  const total = article.price * quantity;
  if (!Cents.is(total)) return EMPTY;
  const common = {
    id: article.id,
    price: article.price,
    count: quantity,
    totalCount: quantity,
    totalPrice: total,
    vat_value: article.vat_value,
  };
  const line: NewCartLine = kind.type === 'merchandise' ? { ...common, type: 'merchandise' } : { ...common, type: 'annualPass', ownerRefs: kind.ownerRefs };
  const admitted = admitLine(basket, line, lineId);
  if (!admitted.ok) {
    reportRefusal('the shop', admitted.refusal);
    return EMPTY;
  }
  return from([admitted.event, MerchandiseEvents.ProductAddedToBasket.create({ articleId: article.id, lineId })]);
}
