import type { Lang } from '../messages/primitives';
import { ANNUAL_PASS_PRODUCT_KIND } from '../api/codecs/merchandise';
import { formatDay, parseDateTime, parseDay, parseTime, type DayNumber } from './clock';
import type { Core } from './core';
import { rejected } from './http';
import { addTaken } from './inventory';
import { isRecord } from './request';
import type { Claim, CustomerRecord, Order, OrderLine } from './state';
import { currentStock } from './areas/merchandise';
import { customerCountry, shippingCost } from './areas/shipping';
import {
  dayKey,
  dayOpen,
  dayRemaining,
  hasEnded,
  periodKey,
  periodOpenOn,
  periodRemaining,
  slotKey,
  slotRemaining,
} from './areas/tickets';
import { findTourSlot, placesLeft, tourSlotKey, toursLeft } from './areas/tours';
import { assertRedeemable, findCode } from './areas/vouchers';
import { bookableSlotsOn } from './schedule';
import { pick } from './text';

type Item = Record<string, unknown>;

const TYPE_ALIASES: Record<string, string> = {
  ticket: 'ticket',
  dayticket: 'dayTicket',
  guidedtour: 'guidedTour',
  merchandise: 'merchandise',
  annualpass: 'annualPass',
  voucher: 'voucher',
  vouchercode: 'voucherCode',
};

function invalid(index: number, field: string): never {
  throw rejected('INVALID_CART_ITEM', { item: index, field });
}

function num(item: Item, key: string, index: number): number {
  const v = item[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) invalid(index, key);
  return n;
}

function optNum(item: Item, key: string, index: number): number | undefined {
  return item[key] === undefined || item[key] === null ? undefined : num(item, key, index);
}

function str(item: Item, key: string, index: number): string {
  const v = item[key];
  if (typeof v !== 'string' || v.trim() === '') invalid(index, key);
  return v.trim();
}

/** `[{id, count}]` as the cart writes it; a `{id: count}` map is read too. */
function counts(value: unknown, index: number, field: string): Array<{ id: number; count: number; raw: Item }> {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) {
    return value.map((entry) => {
      if (!isRecord(entry)) invalid(index, field);
      return { id: num(entry, 'id', index), count: optNum(entry, 'count', index) ?? 0, raw: entry };
    });
  }
  if (isRecord(value)) {
    return Object.entries(value).map(([id, count]) => {
      if (!/^\d+$/.test(id) || typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) invalid(index, field);
      return { id: Number(id), count, raw: {} };
    });
  }
  invalid(index, field);
}

interface Builder {
  lines: OrderLine[];
  claims: Claim[];
  hasTickets: boolean;
  shippedGoods: Array<{ type: string; id: number; count: number }>;
  codes: string[];
}

export interface OrderContext {
  readonly lang: Lang;
  readonly customer: CustomerRecord | null;
}

export function buildOrder(core: Core, items: readonly unknown[], ctx: OrderContext): Order {
  const b: Builder = { lines: [], claims: [], hasTickets: false, shippedGoods: [], codes: [] };
  items.forEach((raw, index) => {
    if (!isRecord(raw)) invalid(index, 'item');
    const type = TYPE_ALIASES[String(raw.type).toLowerCase()];
    if (!type) invalid(index, 'type');
    switch (type) {
      case 'ticket':
        return addTicket(core, b, raw, index, ctx.lang);
      case 'dayTicket':
        return addDayTickets(core, b, raw, index, ctx.lang);
      case 'guidedTour':
        return addTour(core, b, raw, index, ctx.lang);
      case 'merchandise':
      case 'annualPass':
        return addArticle(core, b, raw, index, ctx.lang);
      case 'voucher':
        return addVoucher(core, b, raw, index, ctx.lang);
      default: {
        const barcode = str(raw, 'barcode', index).toUpperCase();
        // The basket ignores a code that is already in it (spec 001 §4); so does the server.
        if (!b.codes.includes(barcode)) b.codes.push(barcode);
      }
    }
  });
  if (b.lines.length === 0) throw rejected('CART_EMPTY');

  const goods = b.lines.reduce((sum, l) => sum + l.amount, 0);
  const country = ctx.customer ? customerCountry(ctx.customer) : String(core.catalogue.config.defaultCountry ?? 'DE');
  let shipping = 0;
  if (b.shippedGoods.length > 0) {
    try {
      shipping = shippingCost(core, b.shippedGoods, country);
    } catch {
      throw rejected('NO_SHIPPING_COSTS_FOR_COUNTRY');
    }
  }

  // Voucher allocation as the basket does it (spec 001 §4): each code in turn pays what is left.
  let open = goods + shipping;
  let discount = 0;
  for (const barcode of b.codes) {
    const code = findCode(core, barcode);
    if (!code) throw rejected('VOUCHER_NOT_FOUND', { barcode });
    const available = assertRedeemable(core, code);
    const use = Math.min(available, open);
    open -= use;
    discount += use;
    if (use > 0) b.claims.push({ kind: 'voucherCode', barcode, amount: use });
  }
  assertClaims(core, b.claims);
  return { lines: b.lines, claims: b.claims, goods, shipping, discount, total: open, hasTickets: b.hasTickets };
}

/** Several lines may draw on one contingent: check the sum, not each line alone. */
export function assertClaims(core: Core, claims: readonly Claim[]): void {
  const places = new Map<string, { count: number; remaining: number }>();
  const stock = new Map<number, number>();
  const codes = new Map<string, number>();
  for (const c of claims) {
    if (c.kind === 'places') {
      const entry = places.get(c.key) ?? { count: 0, remaining: c.remaining() };
      entry.count += c.count;
      places.set(c.key, entry);
    } else if (c.kind === 'stock') stock.set(c.articleId, (stock.get(c.articleId) ?? 0) + c.count);
    else if (c.kind === 'voucherCode') codes.set(c.barcode, (codes.get(c.barcode) ?? 0) + c.amount);
  }
  for (const [key, { count, remaining }] of places) if (count > remaining) throw rejected('SOLD_OUT', { key, remaining });
  for (const [articleId, count] of stock) {
    const article = core.catalogue.index.articles.get(articleId);
    const left = article ? currentStock(core, article) : 0;
    if (count > left) throw rejected('OUT_OF_STOCK', { article: articleId, stock: Math.max(0, left) });
  }
  for (const [barcode, amount] of codes) {
    const code = findCode(core, barcode);
    if (!code || code.amount - code.used_amount < amount) throw rejected('VOUCHER_NO_AMOUNT_LEFT', { barcode });
  }
}

export interface IssuedVoucher {
  readonly barcode: string;
  readonly amount: number;
}

/** Applies a paid order: places and stock drop, codes are debited, bought vouchers get codes. */
export function applyClaims(core: Core, claims: readonly Claim[], newCode: () => string): IssuedVoucher[] {
  const issued: IssuedVoucher[] = [];
  const now = core.now();
  for (const c of claims) {
    if (c.kind === 'places') addTaken(core.state, c.key, c.count);
    else if (c.kind === 'stock') {
      const article = core.catalogue.index.articles.get(c.articleId);
      if (article) core.state.stock.set(c.articleId, currentStock(core, article) - c.count);
    } else if (c.kind === 'voucherCode') {
      const code = findCode(core, c.barcode);
      if (code) code.used_amount += c.amount;
    } else {
      for (let i = 0; i < c.count; i++) {
        const barcode = newCode();
        const validityDays = core.catalogue.vouchers.issuedValidityDays;
        core.state.voucherCodes.set(barcode, {
          id: core.state.nextVoucherCodeId++,
          barcode,
          productId: c.productId,
          amount: c.value,
          used_amount: 0,
          validFrom: { abs: `${formatDay(now.today)} 00:00:00` },
          validTo: { abs: `${formatDay(now.today + validityDays)} 23:59:59` },
        });
        issued.push({ barcode, amount: c.value });
      }
    }
  }
  return issued;
}

// ---- line types ---------------------------------------------------------------------------

function addTicket(core: Core, b: Builder, item: Item, index: number, lang: Lang): void {
  const found = core.catalogue.index.tickets.get(num(item, 'id', index));
  if (!found) throw rejected('UNKNOWN_PRODUCT', { item: index });
  const { event, ticket } = found;
  const pool = event.pools.find((p) => p.id === ticket.pool);
  if (!pool) throw rejected('UNKNOWN_PRODUCT', { item: index });
  const now = core.now();
  if (hasEnded(event, now)) throw rejected('EVENT_ENDED', { item: index });

  const subs = counts(item.subtickets, index, 'subtickets').filter((s) => s.count > 0);
  const units = optNum(item, 'count', index) ?? (subs.length > 0 ? 1 : optNum(item, 'totalCount', index) ?? 0);
  if (units < 1) invalid(index, 'count');
  let amount = ticket.price * units;
  let places = units;
  if (subs.length > 0) {
    for (const s of subs) {
      const def = ticket.subtickets.find((d) => d.id === s.id);
      if (!def) invalid(index, 'subtickets');
      if (s.count > def.max_quantity) throw rejected('SUBTICKET_QUANTITY', { item: index, subticket: s.id });
      amount += def.price * s.count * units;
    }
    // A family ticket is a package: every component needs its quantity (spec 001 §5).
    if (ticket.family === 1) {
      for (const def of ticket.subtickets) {
        const chosen = subs.find((s) => s.id === def.id)?.count ?? 0;
        if (chosen < def.min_quantity) throw rejected('SUBTICKET_QUANTITY', { item: index, subticket: def.id });
      }
    }
    places = subs.reduce((sum, s) => sum + s.count, 0) * units;
  } else if (ticket.family === 1) {
    throw rejected('SUBTICKET_QUANTITY', { item: index });
  }

  let key: string;
  let remaining: () => number;
  if (pool.kind === 'period') {
    const at = typeof item.datetime === 'string' ? parseDateTime(item.datetime) : null;
    const day = at?.day ?? now.today;
    if (!periodOpenOn(core, event, pool, day)) throw rejected('NOT_BOOKABLE', { item: index });
    key = periodKey(event, pool);
    remaining = () => periodRemaining(core, event, pool);
  } else {
    const at = parseDateTime(str(item, 'datetime', index));
    if (!at) invalid(index, 'datetime');
    const slot = pool.schedule && bookableSlotsOn(pool.schedule, at.day, now).find((s) => s.minutes === at.minutes);
    if (!slot) throw rejected('NOT_BOOKABLE', { item: index });
    key = slotKey(event, pool, at.day, slot.time);
    remaining = () => slotRemaining(core, event, pool, at.day, slot.time);
  }
  b.claims.push({ kind: 'places', key, count: places, remaining });
  b.lines.push({ type: 'ticket', label: `${pick(event.name, lang)}: ${pick(ticket.name, lang)}`, count: places, amount });
  b.hasTickets = true;
}

function addDayTickets(core: Core, b: Builder, item: Item, index: number, lang: Lang): void {
  const rawDate = typeof item.date === 'string' ? item.date : typeof item.datetime === 'string' ? item.datetime.slice(0, 10) : '';
  const day: DayNumber | null = parseDay(rawDate);
  if (day === null) invalid(index, 'date');
  if (!dayOpen(core, day)) throw rejected('DAY_NOT_AVAILABLE', { item: index });
  // The cart nests day tickets in one line; the shipping call flattens them to `dayticket` lines.
  const entries = item.dayTickets !== undefined ? counts(item.dayTickets, index, 'dayTickets') : [{ id: num(item, 'id', index), count: num(item, 'count', index), raw: item }];
  let total = 0;
  for (const e of entries.filter((x) => x.count > 0)) {
    const def = core.catalogue.index.dayTickets.get(e.id);
    if (!def) throw rejected('UNKNOWN_PRODUCT', { item: index });
    total += e.count;
    b.lines.push({ type: 'dayTicket', label: `${pick(def.name, lang)} (${formatDay(day)})`, count: e.count, amount: def.price * e.count });
  }
  if (total === 0) invalid(index, 'dayTickets');
  b.claims.push({ kind: 'places', key: dayKey(day), count: total, remaining: () => dayRemaining(core, day) });
  b.hasTickets = true;
}

function answered(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

function addTour(core: Core, b: Builder, item: Item, index: number, lang: Lang): void {
  const tourId = optNum(item, 'tourId', index) ?? num(item, 'id', index);
  const tour = core.catalogue.index.tours.get(tourId);
  if (!tour) throw rejected('UNKNOWN_PRODUCT', { item: index });
  const day = parseDay(str(item, 'date', index));
  if (day === null) invalid(index, 'date');
  const time = str(item, 'time', index).slice(0, 5);
  if (parseTime(time) === null) invalid(index, 'time');
  const slot = findTourSlot(core, tour, day, time);
  if (!slot) throw rejected('NOT_BOOKABLE', { item: index });

  const answers = isRecord(item.answers) ? item.answers : {};
  for (const qid of tour.questions) {
    const q = core.catalogue.index.questions.get(qid);
    const a = answers[String(qid)];
    if (q?.mandatory === 1 && !(isRecord(a) && answered(a.value))) throw rejected('MANDATORY_ANSWERS_MISSING', { item: index, question: qid });
  }

  let amount = 0;
  let participants = 0;
  for (const tk of counts(item.tickets, index, 'tickets')) {
    const def = tour.tickets.find((x) => x.id === tk.id);
    if (!def) invalid(index, 'tickets');
    const subs = counts(tk.raw.subtickets, index, 'tickets.subtickets').filter((s) => s.count > 0);
    if (subs.length > 0) {
      for (const s of subs) {
        const sd = def.subtickets?.find((x) => x.id === s.id);
        if (!sd) invalid(index, 'tickets.subtickets');
        amount += sd.price * s.count;
        participants += s.count;
      }
      amount += def.price * Math.max(1, tk.count);
    } else {
      amount += def.price * tk.count;
      participants += tk.count;
    }
  }
  const priceList = slot.priceList ?? tour.priceList;
  let tours = 0;
  for (const p of counts(item.tours, index, 'tours')) {
    const def = priceList.find((x) => x.id === p.id);
    if (!def) invalid(index, 'tours');
    amount += def.price * p.count;
    tours += p.count;
  }

  if (participants === 0 && tour.booking_without_tickets === 0) throw rejected('TICKETS_REQUIRED', { item: index });
  if (tour.book_complete_tour === 1 && tours === 0) throw rejected('TOURS_REQUIRED', { item: index });
  if (tour.min_group_size !== undefined && participants > 0 && participants < tour.min_group_size) {
    throw rejected('MIN_GROUP_SIZE', { item: index, min_group_size: tour.min_group_size });
  }
  let places: number;
  if (tour.book_complete_tour === 1) {
    if (tours > toursLeft(core, tour, slot)) throw rejected('SOLD_OUT', { item: index });
    if (participants > tours * tour.max_participants) throw rejected('TOO_MANY_PARTICIPANTS', { item: index });
    // A booked tour is the guide's whole group, however many actually come.
    places = tours * tour.max_participants;
  } else {
    places = participants > 0 ? participants : Math.max(1, tours) * tour.max_participants;
  }
  b.claims.push({ kind: 'places', key: tourSlotKey(tour, day, slot.time), count: places, remaining: () => placesLeft(core, tour, slot) });
  b.lines.push({ type: 'guidedTour', label: `${pick(tour.name, lang)} (${formatDay(day)} ${slot.time})`, count: Math.max(participants, tours), amount });
  b.hasTickets = true;
}

function addArticle(core: Core, b: Builder, item: Item, index: number, lang: Lang): void {
  const article = core.catalogue.index.articles.get(num(item, 'id', index));
  if (!article) throw rejected('UNKNOWN_PRODUCT', { item: index });
  const count = optNum(item, 'count', index) ?? num(item, 'totalCount', index);
  if (count < 1) invalid(index, 'count');
  if (article.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND) {
    // A pass is personal: one owner per card (spec 001 §5).
    const owners = Array.isArray(item.owners) ? item.owners : [];
    const named = owners.filter((o) => isRecord(o) && typeof o.name === 'string' && o.name.trim() !== '');
    if (named.length !== count) throw rejected('PASS_OWNERS_MISSING', { item: index });
  }
  b.claims.push({ kind: 'stock', articleId: article.id, count });
  b.shippedGoods.push({ type: 'merchandise', id: article.id, count });
  b.lines.push({ type: article.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND ? 'annualPass' : 'merchandise', label: pick(article.name, lang), count, amount: article.price * count });
}

function addVoucher(core: Core, b: Builder, item: Item, index: number, lang: Lang): void {
  const product = core.catalogue.index.voucherProducts.get(num(item, 'id', index));
  if (!product) throw rejected('UNKNOWN_PRODUCT', { item: index });
  const count = optNum(item, 'count', index) ?? num(item, 'totalCount', index);
  if (count < 1) invalid(index, 'count');
  let value = product.price;
  if (product.variable_amount === 1) {
    value = num(item, 'price', index);
    if (value < (product.minAmount ?? 1) || value > (product.maxAmount ?? Number.MAX_SAFE_INTEGER)) {
      throw rejected('INVALID_VOUCHER_AMOUNT', { item: index, min: product.minAmount, max: product.maxAmount });
    }
  }
  b.claims.push({ kind: 'issueVoucher', productId: product.id, value, count });
  b.lines.push({ type: 'voucher', label: pick(product.name, lang), count, amount: value * count });
}
