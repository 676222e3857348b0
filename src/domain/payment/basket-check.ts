import { from, map, mergeMap, of, reduce, shareReplay, type Observable } from 'rxjs';
import { isLeft, type Either } from 'fp-ts/Either';
import type { ApiClient } from '../../api/client';
import type { ApiError } from '../../api/errors';
import { errorCode } from '../../api/errors';
import { cents, type CartLine, type LineOf, type LineProblem } from '../../messages';
import { museumNow } from '../../kernel/museum-time';
import { voucherCodeProblem } from '../../kernel/voucher-validity';

/**
 * A basket kept in the tab for hours can hold what can no longer be bought (001 §4: sold out,
 * expired, unavailable, out of stock, not bookable). Before paying, every dated and stocked line
 * is checked against current availability, museum time and prices; each problem is marked at its
 * line. A call that fails for another reason (network, 5xx) proves nothing: the line
 * is left unmarked and the server's own checks at payment init still apply.
 */

export interface CheckContext {
  readonly api: ApiClient;
  /** Epoch milliseconds from the injected clock. */
  readonly now: number;
  /**
   * The whole basket: a slot's places and an article's stock are shared by every line that
   * draws on them (001 §5), so a line is judged with the others beside it. Just the line when
   * it is checked on its own.
   */
  readonly basket?: readonly CartLine[];
}

/**
 * The API with one request per distinct call: fifty poster lines are one stock lookup, not
 * fifty. Each caller gets the same answer.
 */
function sharedCalls(api: ApiClient): ApiClient {
  const calls = new Map<string, Observable<unknown>>();
  const call = ((name: string, params?: unknown) => {
    const key = `${name} ${JSON.stringify(params ?? null)}`;
    let shared = calls.get(key);
    if (!shared) {
      shared = (api.call as (n: string, p?: unknown) => Observable<unknown>)(name, params).pipe(shareReplay(1));
      calls.set(key, shared);
    }
    return shared;
  }) as ApiClient['call'];
  return { ...api, call };
}

const compact = (date: string): string => date.replace(/-/g, '');
const notFound = (e: ApiError): boolean => e.kind === 'Http' && (e.status === 404 || e.status === 410);

type Checked<A> = Either<ApiError, A>;

/** Runs one lookup; a "not found" is a problem of its own, any other failure proves nothing. */
function lookup<A>(line: CartLine, call: Observable<Checked<A>>, judge: (data: A) => LineProblem[]): Observable<LineProblem[]> {
  return call.pipe(
    map((result) => {
      if (!isLeft(result)) return judge(result.right);
      return notFound(result.left) ? [{ lineId: line.lineId, kind: 'notBookable' as const }] : [];
    }),
  );
}

function problem(line: CartLine, kind: LineProblem['kind'], extra: { left?: number; price?: number; code?: string } = {}): LineProblem {
  return {
    lineId: line.lineId,
    kind,
    ...(extra.left !== undefined ? { left: Math.max(0, extra.left) } : {}),
    ...(extra.price !== undefined ? { price: cents(extra.price) } : {}),
    ...(extra.code !== undefined ? { code: extra.code } : {}),
  };
}

/** Places a ticket line needs: the sub-tickets' persons for a family ticket, else the count. */
function ticketPlaces(line: LineOf<'ticket'>): number {
  const units = line.count ?? line.totalCount;
  const persons = line.subtickets.reduce((n, s) => n + s.count, 0);
  return persons > 0 ? persons * Math.max(1, units) : units;
}

function checkTicket(line: LineOf<'ticket'>, ctx: CheckContext, nowText: string): Observable<LineProblem[]> {
  // Mode 3 is valid until the event ends (datetime_end); timed tickets until their start.
  const lastMoment = line.mode === 3 ? line.datetime_end : line.datetime;
  if (lastMoment !== null && lastMoment.slice(0, 16) < nowText) return of([problem(line, 'expired')]);
  if (line.eventId === undefined) return of([]);
  const date = line.datetime.slice(0, 10);
  return lookup(line, ctx.api.call('ticketCollect', { path: { event: Number(line.eventId), date } }), ({ tickets }) => {
    const ticket = tickets.find((t) => String(t.id) === String(line.id));
    if (!ticket) return [problem(line, 'notBookable')];
    const slot = line.mode === 3 ? ticket.schedule[0] : ticket.schedule.find((s) => s.datetime.slice(0, 16) === line.datetime.slice(0, 16));
    if (!slot) return [problem(line, 'notBookable')];
    const found: LineProblem[] = [];
    // Every line of this event at this time draws on the slot's places (001 §5).
    const minute = line.datetime.slice(0, 16);
    const needed = (ctx.basket ?? [line]).reduce(
      (n, l) => (l.type === 'ticket' && String(l.eventId) === String(line.eventId) && l.datetime.slice(0, 16) === minute ? n + ticketPlaces(l) : n),
      0,
    );
    if (slot.max_tickets <= 0) found.push(problem(line, 'soldOut'));
    else if (slot.max_tickets < needed) found.push(problem(line, 'fewerPlaces', { left: slot.max_tickets }));
    const units = line.count ?? line.totalCount;
    const unit =
      ticket.price + line.subtickets.reduce((sum, s) => sum + (ticket.subtickets.find((d) => String(d.id) === String(s.id))?.price ?? s.price) * s.count, 0);
    if (unit * Math.max(1, units) !== line.totalPrice) found.push(problem(line, 'priceChanged', { price: unit * Math.max(1, units) }));
    return found;
  });
}

function checkDayTickets(line: LineOf<'dayTicket'>, ctx: CheckContext, today: string): Observable<LineProblem[]> {
  if (line.date < today) return of([problem(line, 'expired')]);
  const wanted = line.dayTickets.reduce((n, d) => n + d.count, 0);
  const places = lookup(line, ctx.api.call('dayTicketCalendar', { path: { start: compact(line.date), end: compact(line.date) } }), (remaining) => {
    const left = remaining[line.date];
    if (left === undefined) return [problem(line, 'unavailable')];
    if (left <= 0) return [problem(line, 'soldOut')];
    return left < wanted ? [problem(line, 'fewerPlaces', { left })] : [];
  });
  const prices = lookup(line, ctx.api.call('dayTicketList', { query: { date: line.date } }), ({ tickets }) => {
    const total = line.dayTickets.reduce((sum, d) => sum + (tickets.find((t) => String(t.id) === String(d.id))?.price ?? d.price) * d.count, 0);
    if (line.dayTickets.some((d) => !tickets.some((t) => String(t.id) === String(d.id)))) return [problem(line, 'unavailable')];
    return total !== line.totalPrice ? [problem(line, 'priceChanged', { price: total })] : [];
  });
  return from([places, prices]).pipe(
    mergeMap((check) => check),
    reduce((all, found) => [...all, ...found], [] as LineProblem[]),
  );
}

function tourParticipants(line: LineOf<'guidedTour'>): number {
  return line.tickets.reduce((n, t) => n + (t.subtickets.length > 0 ? t.subtickets.reduce((m, s) => m + s.count, 0) : t.count), 0);
}

function checkTour(line: LineOf<'guidedTour'>, ctx: CheckContext, nowText: string): Observable<LineProblem[]> {
  const time = line.time.slice(0, 5);
  if (`${line.date} ${time}` < nowText) return of([problem(line, 'expired')]);
  const tour = Number(line.tourId);
  return lookup(line, ctx.api.call('tourCalendar', { path: { tour, start: compact(line.date), end: compact(line.date) } }), (calendar) => {
    const slot = calendar[line.date]?.[time];
    if (!slot) return [problem(line, 'notBookable')];
    if (slot.soldout === 1 || slot.soldout === true || slot.tickets <= 0) return [problem(line, 'soldOut')];
    const needed = tourParticipants(line);
    return needed > slot.tickets ? [problem(line, 'fewerPlaces', { left: slot.tickets })] : [];
  });
}

function checkArticle(line: LineOf<'merchandise' | 'annualPass'>, ctx: CheckContext): Observable<LineProblem[]> {
  return lookup(line, ctx.api.call('merchandiseSingle', { query: { article: Number(line.id) } }), (article) => {
    const found: LineProblem[] = [];
    // Every line of this article draws on its stock (001 §5).
    const wanted = (ctx.basket ?? [line]).reduce(
      (n, l) => ((l.type === 'merchandise' || l.type === 'annualPass') && String(l.id) === String(line.id) ? n + l.count : n),
      0,
    );
    if (article.stock <= 0) found.push(problem(line, 'outOfStock'));
    else if (article.stock < wanted) found.push(problem(line, 'fewerInStock', { left: article.stock }));
    if (article.price !== line.price) found.push(problem(line, 'priceChanged', { price: article.price * line.count }));
    return found;
  });
}

function checkVoucher(line: LineOf<'voucher'>, ctx: CheckContext): Observable<LineProblem[]> {
  return lookup(line, ctx.api.call('voucherSingle', { path: { id: Number(line.id) } }), (product) => {
    // A variable amount is the visitor's own choice: only a fixed price can change.
    if (product.variable_amount === 1 || product.price === line.price) return [];
    return [problem(line, 'priceChanged', { price: product.price * line.count })];
  });
}

function checkCode(line: LineOf<'voucherCode'>, ctx: CheckContext): Observable<LineProblem[]> {
  return ctx.api.call('voucherCodeLookup', { query: { voucher: line.barcode } }).pipe(
    map((result) => {
      if (isLeft(result)) {
        const code = result.left.kind === 'Http' && result.left.status === 422 ? errorCode(result.left) : undefined;
        return code && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? [problem(line, 'voucherInvalid', { code })] : [];
      }
      const refused = voucherCodeProblem(result.right, ctx.now);
      return refused ? [problem(line, 'voucherInvalid', { code: refused })] : [];
    }),
  );
}

/** One line's problems (none when it is fine or cannot be checked). */
export function checkLine(line: CartLine, ctx: CheckContext): Observable<LineProblem[]> {
  const now = museumNow(ctx.now);
  const nowText = now.dateTime.slice(0, 16);
  switch (line.type) {
    case 'ticket':
      return checkTicket(line, ctx, nowText);
    case 'dayTicket':
      return checkDayTickets(line, ctx, now.date);
    case 'guidedTour':
      return checkTour(line, ctx, nowText);
    case 'merchandise':
    case 'annualPass':
      return checkArticle(line, ctx);
    case 'voucher':
      return checkVoucher(line, ctx);
    case 'voucherCode':
      return checkCode(line, ctx);
  }
}

/** Every line, four lookups at a time, each distinct lookup made once; the problems in basket order. */
export function checkBasket(lines: readonly CartLine[], ctx: CheckContext): Observable<LineProblem[]> {
  if (lines.length === 0) return of([]);
  const order = new Map(lines.map((l, i) => [l.lineId, i]));
  const basketCtx: CheckContext = { ...ctx, api: sharedCalls(ctx.api), basket: lines };
  return from(lines).pipe(
    mergeMap((line) => checkLine(line, basketCtx), 4),
    reduce((all, found) => [...all, ...found], [] as LineProblem[]),
    map((all) => [...all].sort((a, b) => (order.get(a.lineId) ?? 0) - (order.get(b.lineId) ?? 0))),
  );
}

/**
 * Problems that stop the payment until the visitor acts. A changed price that the check could
 * apply to its line leaves no problem (the payment epic reprices it); one it could not apply
 * (a family ticket, day tickets) blocks: paying would charge another price than shown.
 */
export const BLOCKING: ReadonlySet<LineProblem['kind']> = new Set([
  'priceChanged',
  'soldOut',
  'fewerPlaces',
  'expired',
  'unavailable',
  'outOfStock',
  'fewerInStock',
  'notBookable',
  'voucherInvalid',
]);

export const blocks = (problems: readonly LineProblem[]): boolean => problems.some((p) => BLOCKING.has(p.kind));
