import { CartEvents, type DomainEvent } from '../../messages';
import * as TicketsEvents from '../../messages/events/tickets';
import { count, merchandiseLine, ticketLine } from '../../../test/helpers/lines';
import { checksRunning, reduceTicketLineChecks, ticketLineChecksReadModel, TicketLineChecks, type TicketLineChecksEvent } from './basket-checks';

const given = (...events: TicketLineChecksEvent[]): TicketLineChecks => events.reduce(reduceTicketLineChecks, ticketLineChecksReadModel.initial);
const started = (lineId: string, n = 3) => TicketsEvents.TicketLineCheckStarted.create({ lineId, count: count(n) });

describe('ticketLineChecks read model: given events → state', () => {
  it('starts with nothing to say', () => {
    expect(given()).toEqual({});
  });

  it('a started check is running (the stepper is busy) until its outcome', () => {
    const state = given(started('a'), started('b', 5));
    expect(state).toEqual({ a: { status: 'checking', count: 3 }, b: { status: 'checking', count: 5 } });
    expect(checksRunning(state)).toEqual(['a', 'b']);
  });

  it('a refusal says what the time or day has and what the basket’s other lines hold of it; a failure its code', () => {
    const state = given(
      started('a'),
      started('b'),
      TicketsEvents.TicketLineCountRefused.create({ lineId: 'a', reason: 'fewerPlaces', left: count(5), held: count(2) }),
      TicketsEvents.TicketLineCheckFailed.create({ lineId: 'b', code: 'NETWORK_ERROR', notFound: false }),
    );
    expect(state).toEqual({ a: { status: 'refused', reason: 'fewerPlaces', left: 5, held: 2 }, b: { status: 'failed', code: 'NETWORK_ERROR' } });
    expect(checksRunning(state)).toEqual([]);
    // A new try replaces what the last one said.
    expect(reduceTicketLineChecks(state, started('a', 4)).a).toEqual({ status: 'checking', count: 4 });
  });

  it('the line changed (CartLineChanged) ends its check; removing the line or emptying the basket forgets it; other lines keep theirs', () => {
    const line = ticketLine({ lineId: 'a', subtickets: [] });
    const state = given(started('a'), started('b'));
    const changed = reduceTicketLineChecks(state, CartEvents.CartLineChanged.create({ line }));
    expect(changed).toEqual({ b: { status: 'checking', count: 3 } });
    expect(reduceTicketLineChecks(state, CartEvents.CartLineRemoved.create({ lineId: 'b' }))).toEqual({ a: { status: 'checking', count: 3 } });
    expect(reduceTicketLineChecks(state, CartEvents.CartCleared.create({}))).toEqual({});
  });

  it('events about other lines return the same state (rows keep their props)', () => {
    const state = given(started('a'));
    const others: TicketLineChecksEvent[] = [
      CartEvents.CartLineChanged.create({ line: merchandiseLine({ lineId: 'm' }) }),
      CartEvents.CartLineRemoved.create({ lineId: 'm' }),
    ];
    for (const event of others) expect(reduceTicketLineChecks(state, event)).toBe(state);
    const empty = given();
    expect(reduceTicketLineChecks(empty, CartEvents.CartCleared.create({}))).toBe(empty);
  });

  it('its state decodes from a snapshot, and a check of an unknown status does not', () => {
    const state = given(started('a'), TicketsEvents.TicketLineCountRefused.create({ lineId: 'b', reason: 'soldOut', left: count(0), held: count(0) }));
    expect(TicketLineChecks.is(JSON.parse(JSON.stringify(state)))).toBe(true);
    expect(TicketLineChecks.is({ a: { status: 'thinking' } })).toBe(false);
  });

  it('folds exactly the events it declares', () => {
    const declared: Array<DomainEvent['type']> = [...ticketLineChecksReadModel.handles];
    expect(declared.sort()).toEqual(['CartCleared', 'CartLineChanged', 'CartLineRemoved', 'TicketLineCheckFailed', 'TicketLineCheckStarted', 'TicketLineCountRefused']);
  });
});
