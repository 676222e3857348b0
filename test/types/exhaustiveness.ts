/**
 * Compile-time guarantees of the core, checked by `npx tsc --noEmit -p tsconfig.json`.
 * Every `@ts-expect-error` below must be needed: if a guarantee stops holding, the directive
 * becomes unused and the type check fails. Each negative case has a positive twin that
 * compiles, so the error is there for the stated reason and not some other one.
 * Never imported or run.
 */
import { map, of, type Observable } from 'rxjs';
import type { Epic } from '../../src/bus/epic';
import { ofType } from '../../src/bus/of-type';
import {
  assertNever,
  CartEvents,
  eventCatalogue,
  eventVersions,
  type Command,
  type DomainEvent,
  type DomainEventType,
  type EventOf,
} from '../../src/messages';
import type { CartEvent, CartState } from '../../src/domain/cart/read-model';
import { everyEventIsFolded, type RootState } from '../../src/engine/root-state';
import type { AppDeps, AppEpic } from '../../src/engine/epics';
import { defineArea } from '../../src/engine/area';
import { vouchersReadModels } from '../../src/domain/vouchers/slices';
import { toursReadModels } from '../../src/domain/tours/slices';
import * as VoucherEvents from '../../src/messages/events/vouchers';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// ── 1. Epics typed Observable<DomainEvent> only emit registered events ──────────────────────

export const registeredOnly: AppEpic = (command$) =>
  command$.pipe(
    ofType('ClearCart'),
    map(() => CartEvents.CartCleared.create({})),
  );

export const rogueType: Epic<Command, RootState, AppDeps, DomainEvent> = (command$) =>
  // @ts-expect-error 'CartTeleported' is not in the registry, so it is not a DomainEvent
  command$.pipe(map(() => ({ type: 'CartTeleported' as const, data: {} })));

export const registeredLiteral: Epic<Command, RootState, AppDeps, DomainEvent> = (command$) =>
  command$.pipe(map(() => ({ type: 'CartLineRemoved' as const, data: { lineId: 'x' } })));

export const roguePayload: Epic<Command, RootState, AppDeps, DomainEvent> = (command$) =>
  // @ts-expect-error a registered type with a payload of the wrong shape is not a DomainEvent either
  command$.pipe(map(() => ({ type: 'CartLineRemoved' as const, data: { lineId: 42 } })));

// @ts-expect-error the creator checks its payload too
CartEvents.CartLineRemoved.create({ lineId: 42 });

export const registeredStream: Observable<DomainEvent> = of({ type: 'CartCleared' as const, data: {} });
// @ts-expect-error an unregistered event cannot be put on an event stream
export const rogueStream: Observable<DomainEvent> = of({ type: 'PaymentTeleported' as const, data: {} });

// ── 2. A reducer switch that misses a case fails at assertNever ─────────────────────────────

type SessionFact = EventOf<'TabForked' | 'StorageUnavailable'>;

export function completeSessionSwitch(event: SessionFact): string {
  switch (event.type) {
    case 'TabForked':
      return event.data.to;
    case 'StorageUnavailable':
      return event.data.reason;
    default:
      return assertNever(event);
  }
}

export function incompleteSessionSwitch(event: SessionFact): string {
  switch (event.type) {
    case 'TabForked':
      return event.data.to;
    default:
      // @ts-expect-error StorageUnavailable is not handled, so `event` is not `never` here
      return assertNever(event);
  }
}

/** The cart's own declared input union: drop one case and assertNever refuses to compile. */
export function cartSwitchMissingShippingReset(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartLineAdded':
    case 'LegacyCartImported':
    case 'CartLineRemoved':
    case 'CartLineCountChanged':
    case 'CartLineChanged':
    case 'CartCleared':
    case 'CartRequestInvoiceSet':
    case 'CartIdAssigned':
    case 'CartIdCleared':
    case 'CartErrorRaised':
    case 'CartErrorCleared':
    case 'ExternalDocumentNumberSet':
    case 'ShippingCostsLoaded':
    case 'ShippingCostsLoadFailed':
      return state;
    default:
      // @ts-expect-error 'ShippingCostsReset' is still possible here
      return assertNever(event);
  }
}

export function cartSwitchComplete(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartLineAdded':
    case 'LegacyCartImported':
    case 'CartLineRemoved':
    case 'CartLineCountChanged':
    case 'CartLineChanged':
    case 'CartCleared':
    case 'CartRequestInvoiceSet':
    case 'CartIdAssigned':
    case 'CartIdCleared':
    case 'CartErrorRaised':
    case 'CartErrorCleared':
    case 'ExternalDocumentNumberSet':
    case 'ShippingCostsLoaded':
    case 'ShippingCostsLoadFailed':
    case 'ShippingCostsReset':
      return state;
    default:
      return assertNever(event);
  }
}

/** Every registered event is folded by some read model (src/engine/root-state.ts). */
export const allFolded: true = everyEventIsFolded;

// ── 3. ofType narrows the union ──────────────────────────────────────────────────────────────

export const narrowed = (command$: Observable<Command>): Observable<string> =>
  command$.pipe(
    ofType('RemoveCartLine'),
    map((command) => command.lineId),
  );

export const narrowedMany = (command$: Observable<Command>): Observable<string | number> =>
  command$.pipe(
    ofType('RemoveCartLine', 'ChangeCartLineCount'),
    map((command) => (command.type === 'ChangeCartLineCount' ? command.count : command.lineId)),
  );

export const otherCommandsField = (command$: Observable<Command>): Observable<unknown> =>
  command$.pipe(
    ofType('RemoveCartLine'),
    // @ts-expect-error `count` belongs to ChangeCartLineCount, not RemoveCartLine
    map((command) => command.count),
  );

export const unknownCommandType = (command$: Observable<Command>): Observable<unknown> =>
  // @ts-expect-error 'TeleportCart' is not a command type
  command$.pipe(ofType('TeleportCart'));

// @ts-expect-error commands form a closed union too
export const notACommand: Command = { type: 'TeleportCart' };

// ── 4. eventVersions is a Record over every event type ──────────────────────────────────────

export const versionsCoverEveryEvent: Equals<keyof typeof eventVersions, DomainEventType> = true;
export const versionsAreNumbers: Equals<(typeof eventVersions)[DomainEventType], number> = true;
export const knownVersion: number = eventVersions.CartRequestInvoiceSet;

// @ts-expect-error not an event type, so not a key of eventVersions
export const unknownVersion = eventVersions.CartTeleported;

// @ts-expect-error a versions table that leaves events out does not compile
export const incompleteVersions: Record<DomainEventType, number> = { CartLineAdded: 1 };

// ── 5. The event catalogue (what the first bundle knows of every event) cannot drift ─────────

type Catalogue = typeof eventCatalogue;
export const sameCatalogue: Catalogue['core'] = { ...eventCatalogue.core, CartRequestInvoiceSet: 2 };
// @ts-expect-error a version other than the one its defineEvent states
export const otherVersion: Catalogue['core'] = { ...eventCatalogue.core, CartRequestInvoiceSet: 1 };
// @ts-expect-error an event catalogued in a part that does not define it
export const wrongPart: Catalogue['tours'] = { ...eventCatalogue.tours, VoucherOpened: 1 };
const { TourAddedToBasket: _dropped, ...toursWithoutOne } = eventCatalogue.tours;
void _dropped;
// @ts-expect-error a part's catalogue that leaves one of its events out
export const missingEvent: Catalogue['tours'] = toursWithoutOne;

// ── 6. An area folds all of its own events, and only those and the core folds it declares ────

export const vouchersComplete = defineArea({ name: 'vouchers', readModels: vouchersReadModels, epics: {}, events: VoucherEvents });
const withoutCodes = { vouchers: vouchersReadModels.vouchers, voucherForm: vouchersReadModels.voucherForm };
// @ts-expect-error without the code read model, VoucherCodeRejected is folded by nobody (and CartLineAdded is declared but not folded)
export const vouchersMissingModel = defineArea({ name: 'vouchers', readModels: withoutCodes, epics: {}, events: VoucherEvents });
const withTourList = { ...vouchersReadModels, tourList: toursReadModels.tourList };
// @ts-expect-error a tour read model folds events that belong to another area
export const vouchersForeignModel = defineArea({ name: 'vouchers', readModels: withTourList, epics: {}, events: VoucherEvents });
export const toursWithVoucherEvents = defineArea({
  name: 'tours',
  readModels: toursReadModels,
  epics: {},
  // @ts-expect-error an area brings its own event definitions
  events: VoucherEvents,
});
