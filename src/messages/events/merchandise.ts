import * as t from 'io-ts';
import { defineEvent } from '../define';
import { Count } from '../primitives';
import { LoadFailure } from '../load-failure';
import { ArticleOffer, CatalogueGroup } from '../catalogue';

// Event modules export event definitions only: the registry spreads them.

/** `shop`: books, posters…; `passes`: the annual pass listing (product_kind=13). */
const Listing = t.keyof({ shop: null, passes: null });
const ListKey = { kind: Listing, category: t.union([t.number, t.null]) };

export const MerchandiseCategoriesLoaded = defineEvent(
  'MerchandiseCategoriesLoaded',
  1,
  t.strict({ kind: Listing, categories: t.array(CatalogueGroup) }),
);
export const MerchandiseCategoriesLoadFailed = defineEvent(
  'MerchandiseCategoriesLoadFailed',
  1,
  t.intersection([t.strict({ kind: Listing }), LoadFailure]),
);
export const MerchandiseListLoaded = defineEvent(
  'MerchandiseListLoaded',
  1,
  t.strict({ ...ListKey, articles: t.array(ArticleOffer) }),
);
export const MerchandiseListLoadFailed = defineEvent(
  'MerchandiseListLoadFailed',
  1,
  t.intersection([t.strict(ListKey), LoadFailure]),
);

/** The product form now belongs to this article (its quantity resets when it is a new one). */
export const ProductOpened = defineEvent('ProductOpened', 1, t.strict({ articleId: t.number }));
/** Resets the form's quantity: 0 when stock ≤ 0, else 1 (001 §4). */
export const ProductLoaded = defineEvent('ProductLoaded', 1, t.strict({ article: ArticleOffer }));
export const ProductLoadFailed = defineEvent(
  'ProductLoadFailed',
  1,
  t.intersection([t.strict({ articleId: t.number }), LoadFailure]),
);
/** Already capped by the stock. */
export const ProductQuantityChanged = defineEvent(
  'ProductQuantityChanged',
  1,
  t.strict({ articleId: t.number, quantity: Count }),
);
export const ProductAddedToBasket = defineEvent(
  'ProductAddedToBasket',
  1,
  t.strict({ articleId: t.number, lineId: t.string }),
);
/**
 * Annual pass owner entries failed validation. Positions and field names only: the entries
 * themselves are personal data and never enter the log.
 */
export const AnnualPassOwnersRejected = defineEvent(
  'AnnualPassOwnersRejected',
  1,
  t.strict({
    articleId: t.number,
    expected: Count,
    problems: t.array(t.strict({ index: t.number, fields: t.array(t.keyof({ name: null, address: null })) })),
  }),
);
