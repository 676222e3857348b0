/**
 * Fields the server judges as a pair (a postcode fits its country or not): a change of one makes
 * what the server said about either stale. By the server's field names.
 */
const JUDGED_TOGETHER: readonly (readonly string[])[] = [
  ['zip', 'country'],
  ['shipping.zip', 'shipping.country'],
];

/** The field and those the server judges with it. */
export const judgedWith = (field: string): readonly string[] => JUDGED_TOGETHER.find((pair) => pair.includes(field)) ?? [field];
