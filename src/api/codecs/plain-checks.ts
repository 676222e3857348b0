/**
 * The pieces of the lists' guards (tickets-guards.ts, merchandise-guards.ts): plain predicates,
 * not io-ts's `Guard` module. main.js holds that module, and each of its functions used from a
 * list's chunk would be an export the first visit pays for. Each guard is held to its codec over
 * any JSON (shell-guards.test.ts).
 */

import { isCents } from '../../kernel/brand-checks';

export type Check = (u: unknown) => boolean;

export const isString: Check = (u) => typeof u === 'string';
export const isNumber: Check = (u) => typeof u === 'number';
export const oneOf =
  (...values: unknown[]): Check =>
  (u) =>
    values.includes(u);
export const orNull =
  (check: Check): Check =>
  (u) =>
    u === null || check(u);
export const listOf =
  (check: Check): Check =>
  (u) =>
    Array.isArray(u) && u.every(check);
export const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);
/** Every field named is there and passes (io-ts's `type`: other keys are left as they are). */
export const shape =
  (fields: Readonly<Record<string, Check>>, optional: Readonly<Record<string, Check>> = {}): Check =>
  (u) =>
    isObject(u) &&
    Object.entries(fields).every(([key, check]) => check(u[key])) &&
    Object.entries(optional).every(([key, check]) => u[key] === undefined || check(u[key]));

/** An amount in integer cents (brands.ts `Cents`). */
export const Cents: Check = (u) => typeof u === 'number' && isCents(u);

/** An id and a name: a category, a custom group (common.ts `Category`, `CustomGroup`). */
export const IdName = shape({ id: isNumber, name: isString });

/** The answer a guard has passed is the codec's answer as it is. */
export const asDecoded = <A>(u: unknown): A => u as A;
