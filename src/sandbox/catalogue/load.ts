import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { AppConfig } from '../../api/codecs/shell';
import { reportErrors } from '../../api/report';
import {
  ContentFixture,
  CustomersFixture,
  EventsFixture,
  MerchandiseFixture,
  MessagesFixture,
  PaymentFixture,
  ShippingFixture,
  ToursFixture,
  VenuesFixture,
  VouchersFixture,
  type Article,
  type DayTicket,
  type Event,
  type EventTicket,
  type Question,
  type Tour,
  type VoucherProduct,
} from './schema';

export interface Catalogue {
  readonly config: t.OutputOf<typeof AppConfig>;
  readonly content: ContentFixture;
  readonly payment: PaymentFixture;
  readonly messages: MessagesFixture;
  readonly venues: VenuesFixture;
  readonly events: EventsFixture;
  readonly tours: ToursFixture;
  readonly merchandise: MerchandiseFixture;
  readonly vouchers: VouchersFixture;
  readonly shipping: ShippingFixture;
  readonly customers: CustomersFixture;
  readonly index: CatalogueIndex;
}

export interface CatalogueIndex {
  readonly events: ReadonlyMap<number, Event>;
  readonly tickets: ReadonlyMap<number, { readonly event: Event; readonly ticket: EventTicket }>;
  readonly dayTickets: ReadonlyMap<number, DayTicket>;
  readonly tours: ReadonlyMap<number, Tour>;
  readonly questions: ReadonlyMap<number, Question>;
  readonly articles: ReadonlyMap<number, Article>;
  readonly voucherProducts: ReadonlyMap<number, VoucherProduct>;
}

export const DEFAULT_FIXTURES_DIR = join(__dirname, '..', '..', '..', 'fixtures', 'catalogue');

function readFixture<C extends t.Mixed>(dir: string, file: string, codec: C): t.TypeOf<C> {
  const path = join(dir, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`sandbox fixture ${path}: ${(e as Error).message}`);
  }
  const result = codec.decode(json);
  if (isLeft(result)) {
    throw new Error(`sandbox fixture ${path} does not match its schema:\n  ${PathReporter.report(result).slice(0, 8).join('\n  ')}`);
  }
  // A codec of any shape: the caller's type parameter names what it decodes to.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return
  return result.right;
}

function byId<T extends { id: number }>(items: readonly T[], what: string, problems: string[]): Map<number, T> {
  const map = new Map<number, T>();
  for (const item of items) {
    if (map.has(item.id)) problems.push(`duplicate ${what} id ${item.id}`);
    map.set(item.id, item);
  }
  return map;
}

/** A catalogue before its index: what the fixtures decode to, or what a generator makes of them. */
export type CatalogueData = Omit<Catalogue, 'index'>;

/**
 * Cross-checks a catalogue and indexes it by id. Dangling references (a ticket naming a pool
 * that does not exist, a code for an unknown voucher) and duplicate ids are fixture bugs: they
 * stop the sandbox at start-up. `source` names the catalogue in the error.
 */
export function indexCatalogue(data: CatalogueData, source: string): CatalogueIndex {
  const { config, venues, events, tours, merchandise, vouchers, customers } = data;
  const problems: string[] = [];
  // The shop leaves a malformed display extra out; a fixture must not have one.
  for (const line of reportErrors(config.ignored ?? [])) problems.push(`config.json: ${line}`);
  const eventsById = byId(events.events, 'event', problems);
  const tickets = new Map<number, { event: Event; ticket: EventTicket }>();
  const eventGroups = new Set(events.groups.map((g) => g.id));
  for (const event of events.events) {
    if (!venues[event.venue]) problems.push(`event ${event.id}: unknown venue ${event.venue}`);
    for (const g of event.custom_groups) if (!eventGroups.has(g)) problems.push(`event ${event.id}: unknown group ${g}`);
    const pools = new Set(event.pools.map((p) => p.id));
    for (const pool of event.pools) {
      if (pool.kind === 'slots' && !pool.schedule) problems.push(`event ${event.id} pool ${pool.id}: slot pool without schedule`);
    }
    for (const ticket of event.tickets) {
      if (!pools.has(ticket.pool)) problems.push(`ticket ${ticket.id}: unknown pool ${ticket.pool}`);
      if (tickets.has(ticket.id)) problems.push(`duplicate ticket id ${ticket.id}`);
      tickets.set(ticket.id, { event, ticket });
    }
  }

  const questions = byId(tours.questions, 'question', problems);
  const tourCategories = new Set(tours.categories.map((c) => c.id));
  for (const tour of tours.tours) {
    if (!venues[tour.venue]) problems.push(`tour ${tour.id}: unknown venue ${tour.venue}`);
    if (!tours.languages[tour.lang]) problems.push(`tour ${tour.id}: unknown language ${tour.lang}`);
    for (const q of tour.questions) if (!questions.has(q)) problems.push(`tour ${tour.id}: unknown question ${q}`);
    for (const g of tour.custom_groups) if (!tourCategories.has(g)) problems.push(`tour ${tour.id}: unknown category ${g}`);
  }

  const merchCategories = new Set(merchandise.categories.map((c) => c.id));
  for (const a of merchandise.articles) {
    for (const g of a.custom_groups) if (!merchCategories.has(g)) problems.push(`article ${a.id}: unknown category ${g}`);
  }

  const voucherProducts = byId(vouchers.products, 'voucher', problems);
  const voucherGroups = new Set(vouchers.groups.map((g) => g.id));
  for (const p of vouchers.products) if (!voucherGroups.has(p.groupId)) problems.push(`voucher ${p.id}: unknown group ${p.groupId}`);
  for (const c of vouchers.codes) if (!voucherProducts.has(c.productId)) problems.push(`code ${c.barcode}: unknown voucher ${c.productId}`);

  for (const c of customers.customers) {
    if (!/^[0-9a-f]{32}$/.test(c.passwordMd5)) problems.push(`customer ${c.email}: passwordMd5 is not an MD5 hex digest`);
    if (!customers.form.countries[c.country]) problems.push(`customer ${c.email}: unknown country ${c.country}`);
  }

  const index: CatalogueIndex = {
    events: eventsById,
    tickets,
    dayTickets: byId(events.dayTickets.tickets, 'day ticket', problems),
    tours: byId(tours.tours, 'tour', problems),
    questions,
    articles: byId(merchandise.articles, 'article', problems),
    voucherProducts,
  };
  // Checked after the whole index is built, so a duplicate tour or article id stops start-up too.
  if (problems.length > 0) throw new Error(`${source} is inconsistent:\n  ${problems.join('\n  ')}`);
  return index;
}

/** Loads the fixtures of `dir` and cross-checks them (indexCatalogue). */
export function loadCatalogue(dir: string = DEFAULT_FIXTURES_DIR): Catalogue {
  const data: CatalogueData = {
    config: readFixture(dir, 'config.json', t.type({ config: AppConfig })).config,
    content: readFixture(dir, 'content.json', ContentFixture),
    payment: readFixture(dir, 'payment.json', PaymentFixture),
    messages: readFixture(dir, 'messages.json', MessagesFixture),
    venues: readFixture(dir, 'venues.json', VenuesFixture),
    events: readFixture(dir, 'events.json', EventsFixture),
    tours: readFixture(dir, 'tours.json', ToursFixture),
    merchandise: readFixture(dir, 'merchandise.json', MerchandiseFixture),
    vouchers: readFixture(dir, 'vouchers.json', VouchersFixture),
    shipping: readFixture(dir, 'shipping.json', ShippingFixture),
    customers: readFixture(dir, 'customers.json', CustomersFixture),
  };
  return { ...data, index: indexCatalogue(data, `the sandbox catalogue in ${dir}`) };
}
