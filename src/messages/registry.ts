import type * as t from 'io-ts';
import * as cart from './events/cart';
import * as session from './events/session';
import * as ui from './events/ui';
import * as account from './events/account';
import * as shipping from './events/shipping';
import type * as tickets from './events/tickets';
import type * as merchandise from './events/merchandise';
import type * as vouchers from './events/vouchers';
import type * as tours from './events/tours';
import type * as customer from './events/customer';
import type * as payment from './events/payment';

/**
 * The shop's areas: the parts whose events, read models and epics load with their routes
 * (docs/architecture.md, "Lazy areas"). Everything else is the core, loaded at boot.
 */
export const AREAS = ['tickets', 'merchandise', 'vouchers', 'tours', 'customer', 'payment'] as const;
export type AreaName = (typeof AREAS)[number];
export type PartName = 'core' | AreaName;

/** The event definitions of each part. Only the core's are imported here at run time. */
interface PartEvents {
  core: typeof cart & typeof session & typeof ui & typeof account & typeof shipping;
  tickets: typeof tickets;
  merchandise: typeof merchandise;
  vouchers: typeof vouchers;
  tours: typeof tours;
  customer: typeof customer;
  payment: typeof payment;
}
export type EventsOfPart<P extends PartName> = PartEvents[P];

/**
 * THE event registry, as a type: every part's definitions. An event that is not listed in
 * one of the event modules above is not part of `DomainEvent`, so an epic emitting it does
 * not compile, and a persisted entry of it is an unknown event. The definitions themselves
 * (the codecs) of an area load with the area; `src/messages/all-events.ts` has them all for
 * Node (CLI, tests).
 */
type Registry = PartEvents['core'] &
  PartEvents['tickets'] &
  PartEvents['merchandise'] &
  PartEvents['vouchers'] &
  PartEvents['tours'] &
  PartEvents['customer'] &
  PartEvents['payment'];
type RegisteredType = keyof Registry;

// Each key must equal its definition's type string: the log looks events up by it.
type KeysMatch = { [K in RegisteredType]: Registry[K]['type'] extends K ? true : K };
const keysMatch: { [K in RegisteredType]: true } = null as unknown as KeysMatch;
void keysMatch;

export type DomainEvent = { [K in RegisteredType]: t.TypeOf<Registry[K]['codec']> }[RegisteredType];
export type DomainEventType = DomainEvent['type'];
export type EventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;
export type EventTypeOfPart<P extends PartName> = keyof PartEvents[P] & DomainEventType;

type VersionsOf<M> = { readonly [K in keyof M]: M[K] extends { readonly version: infer V } ? V : never };

/**
 * Every event type by part, with its current schema version: names and numbers only, so the
 * first bundle can check a stored envelope (known type, known part, not newer than this
 * build) without the areas' codecs. Typed against the definitions with their literal
 * versions: an event missing here, an extra name, a name in the wrong part or a version that
 * differs from its `defineEvent` does not compile.
 */
export const eventCatalogue: { readonly [P in PartName]: VersionsOf<PartEvents[P]> } = {
  core: {
    CartLineAdded: 1, CartLineRemoved: 1, CartLineCountChanged: 1, CartLineChanged: 1, CartCleared: 1, CartRequestInvoiceSet: 2, CartIdAssigned: 1, CartIdCleared: 1,
    CartErrorRaised: 1, CartErrorCleared: 1, ExternalDocumentNumberSet: 1, ShippingCostsLoaded: 1, ShippingCostsLoadFailed: 1,
    ShippingCostsReset: 1, LegacyCartImported: 1,
    SessionRestoreFailed: 2, TabForked: 1, StorageUnavailable: 3, EpicFailed: 1, NoticeDismissed: 1,
    MessageShown: 1, MessageDismissed: 1, CookiesAccepted: 1, CookiesRejected: 1, RouteVisited: 1, ItemSelected: 2,
    CustomerSignedIn: 1, SignInFailed: 1, CustomerSignedOut: 1,
    ShippingCountryChosen: 1,
  },
  tickets: {
    EventListLoaded: 1, EventListLoadFailed: 1, EventCardsLoaded: 1, TicketEventOpened: 1, EventLifetimeLoaded: 1, EventLifetimeLoadFailed: 1,
    TicketCalendarLoaded: 1, TicketCalendarLoadFailed: 1, TicketDateSelected: 1, TicketTimeslotsLoaded: 1,
    TicketTimeslotsLoadFailed: 1, TicketTimeSelected: 1, TicketCountChanged: 1, SubticketCountChanged: 1,
    TicketSelectionRejected: 1, TicketsAddedToBasket: 1, DayTicketsOpened: 1, DayTicketCalendarLoaded: 1,
    DayTicketCalendarLoadFailed: 1, DayTicketDateSelected: 1, DayTicketsLoaded: 1, DayTicketsLoadFailed: 1,
    DayTicketCountChanged: 1, DayTicketsAddedToBasket: 1, TicketLineCheckStarted: 1, TicketLineCountRefused: 1, TicketLineCheckFailed: 1,
  },
  merchandise: {
    MerchandiseCategoriesLoaded: 1, MerchandiseCategoriesLoadFailed: 1, MerchandiseListLoaded: 1, MerchandiseListLoadFailed: 1,
    ProductOpened: 1, ProductLoaded: 1, ProductLoadFailed: 1, ProductQuantityChanged: 1, ProductAddedToBasket: 1,
    AnnualPassOwnersRejected: 1,
  },
  vouchers: {
    VoucherCategoriesLoaded: 1, VoucherCategoriesLoadFailed: 1, VoucherListLoaded: 1, VoucherListLoadFailed: 1, VoucherOpened: 1,
    VoucherLoaded: 1, VoucherLoadFailed: 1, VoucherAmountChanged: 1, VoucherQuantityChanged: 1, VoucherAddedToBasket: 1,
    VoucherCodeRejected: 2,
  },
  tours: {
    TourListRequested: 1, TourListLoaded: 1, TourListLoadFailed: 1, TourCategoriesLoaded: 1, TourCategoriesLoadFailed: 1,
    TourOverviewLoaded: 1, TourOverviewLoadFailed: 1, TourSoldOutDatesLoaded: 1, TourListSoldOutDatesLoaded: 1, TourCardsLoaded: 1, TourLanguageToggled: 1, TourCategorySelected: 1,
    TourVenueSelected: 1, TourDaySelected: 1, TourFiltersReset: 1, TourRequested: 1, TourLoaded: 1, TourLoadFailed: 1,
    TourLifetimeLoaded: 1, TourLifetimeLoadFailed: 1, TourMonthShown: 1, TourCalendarLoaded: 1, TourCalendarLoadFailed: 1,
    TourDateSelected: 1, TourDayLoaded: 1, TourSoldOutTimeslotsLoaded: 1, TourNextAvailableDateFound: 1, TourTimeSelected: 1,
    TourTicketCountChanged: 3, TourPriceCountChanged: 3, TourQuestionAnswered: 2, TourAnswerToggled: 2, TourBookingRejected: 1,
    TourAddedToBasket: 1,
  },
  customer: {
    CustomerFormSubmitted: 1, CustomerFormChecked: 1, CustomerFormRejected: 1, CustomerRegistered: 1, GuestRegistered: 1,
    CustomerDetailsSaved: 1, PasswordChanged: 1, EmailChanged: 1, PasswordResetRequested: 1, PasswordRecovered: 1,
  },
  payment: {
    PaymentMethodChosen: 1, PaymentTermsSet: 1, BasketChecked: 1, PaymentStarted: 2, PaymentRefused: 1, PaymentRedirected: 1,
    PaymentReturned: 1, PaymentExecStarted: 1, PaymentCompleted: 2, PaymentFailed: 2, PaymentGone: 1, PaymentCancelStarted: 1,
    PaymentCanceled: 1, PaymentExecUncertain: 1, PaymentSeenElsewhere: 1, BasketReopened: 1, CartLinesRepriced: 1, PaymentCancelFailed: 1,
  },
};

/**
 * Events whose payload is a catalogue answer: the same for every visitor and often seen again
 * (back to the list, the same month). The session log stores each once by content beside the
 * log; the log's line keeps its hash (src/event-log/stored-line.ts). Exports carry them inline.
 */
export const CATALOGUE_ANSWERS: ReadonlySet<string> = new Set<DomainEventType>([
  'EventListLoaded',
  'EventCardsLoaded',
  'EventLifetimeLoaded',
  'TicketCalendarLoaded',
  'TicketTimeslotsLoaded',
  'DayTicketCalendarLoaded',
  'DayTicketsLoaded',
  'MerchandiseCategoriesLoaded',
  'MerchandiseListLoaded',
  'ProductLoaded',
  'VoucherCategoriesLoaded',
  'VoucherListLoaded',
  'VoucherLoaded',
  'TourListLoaded',
  'TourCategoriesLoaded',
  'TourOverviewLoaded',
  'TourSoldOutDatesLoaded',
  'TourListSoldOutDatesLoaded',
  'TourCardsLoaded',
  'TourLoaded',
  'TourLifetimeLoaded',
  'TourCalendarLoaded',
  'TourDayLoaded',
  'TourSoldOutTimeslotsLoaded',
]);

/** Current schema version of every event, typed so a new event must be catalogued too. */
export const eventVersions: Record<DomainEventType, number> = Object.values(eventCatalogue).reduce<Record<DomainEventType, number>>(
  (all, area) => ({ ...all, ...area }),
  {} as Record<DomainEventType, number>,
);

const byType = new Map<string, readonly [PartName, number]>(
  (Object.keys(eventCatalogue) as PartName[]).flatMap((part) =>
    Object.entries(eventCatalogue[part] as Record<string, number>).map(([type, version]) => [type, [part, version]] as const),
  ),
);

/** The part an event type belongs to (its definition loads with that part); undefined if unknown. */
export const partOfEvent = (type: string): PartName | undefined => byType.get(type)?.[0];

/** The current version of a catalogued event type; undefined if unknown (never a prototype key). */
export const versionOf = (type: string): number | undefined => byType.get(type)?.[1];

/** The core's event definitions (codecs), loaded at boot. */
export const coreEventDefinitions = { ...cart, ...session, ...ui, ...account, ...shipping } as const;
