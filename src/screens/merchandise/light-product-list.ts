import { isLeft } from 'fp-ts/Either';
import type { ApiRequests } from '../../api/requests';
import { productListEndpoints } from '../../api/endpoints/merchandise-list';
import { knowAreaCodecs } from '../../api/area-codecs';
import type { ArticleOffer, CatalogueGroup } from '../../messages/catalogue';
import { createStore, type ReadableStore } from '../../kernel/store';
import { listingQueries, listKey, type ListingKind } from '../../domain/merchandise/listing-query';
import { sortArticles } from '../../domain/merchandise/listing';

/**
 * A listing as the screen shows it, from either source: the merchandise area's read model once
 * the runtime runs, or, on a first visit before it has started, the answers asked for here
 * (`lightProductList`).
 */
export interface ProductListing {
  /** The listing's categories; none until they have answered (or when they failed). */
  readonly categories: readonly CatalogueGroup[];
  /** The articles in the shop's order. */
  readonly list: ListState;
}

/**
 * A listing's articles on their way, there, or not. Without the failure's code, which only the
 * log keeps (the read model's `Loadable`): the list's chunk then holds none of the API's error
 * code, which the runtime's files hold (runtime-files.ts: a module shared with a light chunk
 * leaves them for a file of its own, one more request for every page of the runtime).
 */
export type ListState = { readonly status: 'loading' } | { readonly status: 'loaded'; readonly value: readonly ArticleOffer[] } | { readonly status: 'failed' };

/** The shop's and the passes' lists of a first visit, drawn without the runtime (docs/decisions.md "A catalogue list before the runtime"). */
export interface LightProductList {
  /** Changes whenever an answer comes in: read `listing` again. */
  readonly changes: ReadableStore<number>;
  listing(kind: ListingKind, category: number | null): ProductListing;
  /** Asks for a listing's categories and articles, unless they are in (again after a failure). */
  open(kind: ListingKind, category: number | null): void;
}

const LOADING = { status: 'loading' } as const;

/**
 * A listing's two calls with the queries the merchandise area's epic uses (listing-query.ts), so
 * the first of each is the answer index.html asked for while main.js downloaded
 * (early-answers.ts), through the shell's requests: one set of requests in flight, one set of
 * signals. Their answers pass guards (api/codecs/merchandise-guards.ts); one a guard refuses
 * loads the area's codec and is reported as every decode error is. A category's articles are
 * asked for when the visitor picks it, while the runtime has not started.
 */
export function lightProductList(requests: ApiRequests): LightProductList {
  requests.know(productListEndpoints);
  knowAreaCodecs();
  const changes = createStore(0);
  const categories = new Map<ListingKind, readonly CatalogueGroup[] | 'asked'>();
  const lists = new Map<string, ListState>();
  const changed = () => changes.next(changes.value + 1);

  return {
    changes,
    listing: (kind, category) => {
      const known = categories.get(kind);
      return { categories: known === undefined || known === 'asked' ? [] : known, list: lists.get(listKey(kind, category)) ?? LOADING };
    },
    open: (kind, category) => {
      const queries = listingQueries(kind, category);
      const key = listKey(kind, category);
      // Failed categories leave the filters out (as the read model does) until the next listing opened asks again.
      if (!categories.has(kind)) {
        categories.set(kind, 'asked');
        void requests.request('merchandiseCategories', { query: queries.categories }).then((answer) => {
          if (isLeft(answer)) categories.delete(kind);
          else categories.set(kind, answer.right.category);
          changed();
        });
      }
      const list = lists.get(key);
      if (list !== undefined && list.status !== 'failed') return;
      lists.set(key, LOADING);
      if (list !== undefined) changed();
      void requests.request('merchandiseList', { query: queries.list }).then((answer) => {
        lists.set(key, isLeft(answer) ? { status: 'failed' } : { status: 'loaded', value: sortArticles(answer.right.articles) });
        changed();
      });
    },
  };
}
