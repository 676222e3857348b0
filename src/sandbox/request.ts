import type { Lang } from '../messages/primitives';
import { parseDay, type DayNumber } from './clock';
import type { Core } from './core';
import { badRequest } from './http';
import type { CustomerRecord } from './state';

/** What a handler gets: the request already split into language, path params, query and body. */
export interface RouteCtx<Q = Record<string, never>> {
  readonly core: Core;
  readonly lang: Lang;
  readonly params: Readonly<Record<string, string>>;
  /** The query decoded with the endpoint's own query codec (a mismatch was already a 400). */
  readonly query: Q;
  readonly rawQuery: Readonly<Record<string, string>>;
  /** JSON body, undefined when empty. Handlers decode it themselves: some answer 400, some 422. */
  readonly body: unknown;
  /** Holder of the `_` token; null without one. An invalid token never gets this far (401). */
  readonly customer: CustomerRecord | null;
}

export function intParam(params: Readonly<Record<string, string>>, name: string): number {
  const raw = params[name] ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(`path parameter ${name} must be a number`);
  return Number(raw);
}

export function dayParam(raw: string | undefined, name: string): DayNumber {
  const day = raw === undefined ? null : parseDay(raw);
  if (day === null) throw badRequest(`${name} must be a date (YYYYMMDD or YYYY-MM-DD)`);
  return day;
}

/** A calendar range longer than this is a client bug, not a question worth answering. */
export const MAX_RANGE_DAYS = 400;

export function rangeParams(params: Readonly<Record<string, string>>): { start: DayNumber; end: DayNumber } {
  const start = dayParam(params.start, 'start');
  const end = dayParam(params.end, 'end');
  if (end < start) throw badRequest('range end lies before its start');
  if (end - start > MAX_RANGE_DAYS) throw badRequest(`range longer than ${MAX_RANGE_DAYS} days`);
  return { start, end };
}

export function isRecord(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

export function bodyObject(ctx: RouteCtx<unknown>): Record<string, unknown> {
  if (!isRecord(ctx.body)) throw badRequest('expected a JSON object body');
  return ctx.body;
}
