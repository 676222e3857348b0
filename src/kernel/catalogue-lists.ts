/**
 * The names of the catalogue lists, as analysts see them (`item_list_id` of view_item_list and
 * select_item, docs/tracking.md): the list screens and the tracking mapping share them, so a
 * selection always names the list it was shown in.
 */
export const catalogueList = {
  events: (): string => 'events',
  guidedTours: (): string => 'guided-tours',
  /** The shop (`shop`) or the annual passes (`passes`), with the category when filtered. */
  articles: (kind: 'shop' | 'passes', category: number | null): string => (category === null ? kind : `${kind}/${category}`),
  vouchers: (group: number | null): string => (group === null ? 'vouchers' : `vouchers/${group}`),
};
