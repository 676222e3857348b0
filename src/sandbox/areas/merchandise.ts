import type * as t from 'io-ts';
import type { Lang } from '../../messages/primitives';
import type { Article as ArticleCodec, ArticleCategories, ArticleList } from '../../api/codecs/merchandise';
import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/merchandise';
import type { Core } from '../core';
import type { Article } from '../catalogue/schema';
import { pick, pickOptional } from '../text';

type Out<C extends t.Mixed> = t.OutputOf<C>;

export function currentStock(core: Core, article: Article): number {
  return core.state.stock.get(article.id) ?? article.stock;
}

export function articleEntry(core: Core, article: Article, lang: Lang): Out<typeof ArticleCodec> {
  const groups = new Map(core.catalogue.merchandise.categories.map((c) => [c.id, c]));
  const description = pickOptional(article.description, lang);
  return {
    id: article.id,
    name: pick(article.name, lang),
    price: article.price,
    vat_value: article.vat_value,
    stock: currentStock(core, article),
    custom_groups: article.custom_groups.flatMap((id) => {
      const g = groups.get(id);
      return g ? [{ id: g.id, name: pick(g.name, lang) }] : [];
    }),
    product_kind_ref: article.product_kind_ref,
    sequence_no: article.sequence_no,
    ...(description !== undefined ? { description } : {}),
    ...(article.image !== undefined ? { image: article.image } : {}),
  };
}

/**
 * Without product_kind the shop listing shows merchandise only: annual passes have their own
 * listing (`product_kind=13`), and showing them among books and posters would list them twice.
 */
export function articleList(core: Core, filter: { category?: number; product_kind?: number }, lang: Lang): Out<typeof ArticleList> {
  const articles = core.catalogue.merchandise.articles
    .filter((a) =>
      filter.product_kind === undefined ? a.product_kind_ref !== ANNUAL_PASS_PRODUCT_KIND : a.product_kind_ref === filter.product_kind,
    )
    .filter((a) => filter.category === undefined || a.custom_groups.includes(filter.category))
    .sort((a, b) => a.sequence_no - b.sequence_no)
    .map((a) => articleEntry(core, a, lang));
  return { articles };
}

export function articleCategories(core: Core, productKind: number | undefined, lang: Lang): Out<typeof ArticleCategories> {
  return {
    category: core.catalogue.merchandise.categories
      .filter((c) => (productKind === undefined ? c.product_kind !== ANNUAL_PASS_PRODUCT_KIND : c.product_kind === productKind))
      .map((c) => ({ id: c.id, name: pick(c.name, lang) })),
  };
}
