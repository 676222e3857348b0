import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { assertNever, defineEvent } from './define';
import { coreEventDefinitions, eventCatalogue, eventVersions, partOfEvent, type PartName } from './registry';
import { DomainEventCodec, definitionOf, eventDefinitions, eventRegistry } from './all-events';
import * as TourEvents from './events/tours';
import * as CustomerEvents from './events/customer';
import * as PaymentEvents from './events/payment';
import * as TicketsEvents from './events/tickets';
import * as MerchandiseEvents from './events/merchandise';
import * as VouchersEvents from './events/vouchers';
import { CartEvents, SessionEvents } from './index';
import { cents, Cents, signedCents, IsoDate } from './primitives';
import { CartLine, isCountedLine } from './cart-line';
import { merchandiseLine, oneOfEach } from '../../test/helpers/lines';

describe('event registry', () => {
  it('keys equal the type strings, and every event has a version ≥ 1', () => {
    for (const [key, definition] of Object.entries(eventRegistry)) {
      expect(definition.type).toBe(key);
      expect(eventVersions[definition.type]).toBe(definition.version);
      expect(Number.isInteger(definition.version) && definition.version >= 1).toBe(true);
    }
    expect(Object.keys(eventVersions).sort()).toEqual(eventDefinitions.map((d) => d.type).sort());
  });

  it('the catalogue puts every event in the part whose module defines it, at the same version', () => {
    const modules: Record<PartName, object> = {
      core: coreEventDefinitions,
      tickets: TicketsEvents,
      merchandise: MerchandiseEvents,
      vouchers: VouchersEvents,
      tours: TourEvents,
      customer: CustomerEvents,
      payment: PaymentEvents,
    };
    for (const [part, module] of Object.entries(modules) as Array<[PartName, Record<string, { type: string; version: number }>]>) {
      const versions = Object.fromEntries(Object.values(module).map((d) => [d.type, d.version]));
      expect([part, eventCatalogue[part]]).toEqual([part, versions]);
      for (const type of Object.keys(versions)) expect(partOfEvent(type)).toBe(part);
    }
    for (const name of ['Nope', 'constructor', 'toString', '__proto__']) expect(partOfEvent(name)).toBeUndefined();
  });

  it('definitionOf finds registered events only (no prototype keys)', () => {
    expect(definitionOf('CartLineAdded')).toBe(CartEvents.CartLineAdded);
    for (const name of ['Nope', 'constructor', 'toString', '__proto__']) expect(definitionOf(name)).toBeUndefined();
  });

  it('the union codec accepts created events and refuses unregistered ones', () => {
    const added = CartEvents.CartLineAdded.create({ line: merchandiseLine() });
    expect(isRight(DomainEventCodec.decode(added))).toBe(true);
    expect(isRight(DomainEventCodec.decode(SessionEvents.TabForked.create({ from: 'a', to: 'b' })))).toBe(true);
    expect(isRight(DomainEventCodec.decode({ type: 'Nope', data: {} }))).toBe(false);
    expect(isRight(DomainEventCodec.decode({ type: 'TabForked', data: { from: 'a' } }))).toBe(false);
  });

  it('`is` tests the type', () => {
    expect(CartEvents.CartCleared.is({ type: 'CartCleared' })).toBe(true);
    expect(CartEvents.CartCleared.is({ type: 'CartLineAdded' })).toBe(false);
  });
});

describe('defineEvent and assertNever', () => {
  it('refuses versions that are not integers ≥ 1', () => {
    expect(() => defineEvent('X', 0, t.type({}))).toThrow(RangeError);
    expect(() => defineEvent('X', 1.5, t.type({}))).toThrow(RangeError);
    expect(defineEvent('X', 3, t.type({})).version).toBe(3);
  });

  it('assertNever throws with the value', () => {
    expect(() => assertNever({ type: 'Surprise' } as never)).toThrow('unhandled case: {"type":"Surprise"}');
  });
});

describe('primitives and cart lines', () => {
  it('Cents are safe integers ≥ 0', () => {
    expect(cents(0)).toBe(0);
    expect(() => cents(-1)).toThrow(RangeError);
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(2 ** 53)).toThrow(RangeError);
    expect(Cents.is(1200)).toBe(true);
    expect(Cents.is('1200')).toBe(false);
    expect(signedCents(-5)).toBe(-5);
    expect(() => signedCents(0.1)).toThrow(RangeError);
    expect(IsoDate.is('2030-01-31')).toBe(true);
    expect(IsoDate.is('31.01.2030')).toBe(false);
  });

  it('every built line decodes as a CartLine; counted lines are merchandise, annual passes and vouchers', () => {
    const lines = oneOfEach();
    for (const line of lines) expect(CartLine.is(line)).toBe(true);
    expect(lines.filter(isCountedLine).map((l) => l.type)).toEqual(['merchandise', 'annualPass', 'voucher']);
  });
});
