import { entryName, lineName, lineVenueKey, missingNames, nameKey, nameRecipe, paidItemName, paidItemVenue, venueKey, type NameLookup } from './names';
import { dayTicketLine, guidedTourLine, merchandiseLine, oneOfEach, ticketLine, voucherCodeLine, voucherLine, annualPassLine } from '../../../test/helpers/lines';
import { paidItems } from '../payment/payload';

const lookup = (names: Record<string, string>): NameLookup => (key) => names[key];
const english = lookup({
  'event:101': 'Light and Line',
  'ticket:1001': 'Adults',
  'ticket:111': 'Adult',
  'dayTicket:7001': 'Day ticket adults',
  'dayTicket:7002': 'Day ticket reduced',
  'tour:303': 'Group tour: Light and Line',
  'article:501': 'Exhibition catalogue',
  'voucher:9102': 'Gift voucher',
});

describe('names are reference data by id: a line is named in the language asked for (issue 28)', () => {
  it('each kind of line is named as its area composes it, from its parts in that language', () => {
    expect(lineName(ticketLine({ id: 1001, eventId: 101, name: 'Licht und Linie – Erwachsene' }), english)).toBe('Light and Line – Adults');
    const day = dayTicketLine({ name: 'Tageskarte Erwachsene + Tageskarte ermäßigt' });
    const dayIn = lookup(Object.fromEntries(day.dayTickets.map((d, i) => [nameKey.dayTicket(d.id), ['Adults', 'Reduced', 'Children'][i] ?? 'x'])));
    expect(lineName(day, dayIn)).toBe(day.dayTickets.map((_, i) => ['Adults', 'Reduced', 'Children'][i]).join(' + '));
    expect(lineName(guidedTourLine({ tourId: 303, name: 'Gruppenführung' }), english)).toBe('Group tour: Light and Line');
    expect(lineName(merchandiseLine({ id: 501, name: 'Ausstellungskatalog' }), english)).toBe('Exhibition catalogue');
    expect(lineName(annualPassLine({ id: 501, name: 'Jahreskarte' }), english)).toBe('Exhibition catalogue');
    expect(lineName(voucherLine({ id: 9102, name: 'Wertgutschein' }), english)).toBe('Gift voucher');
  });

  it('a name not known in that language: a line of an earlier log is named as it was then, a new line not at all (never half one language, half another)', () => {
    expect(lineName(ticketLine({ id: 1001, eventId: 999, name: 'Licht und Linie – Erwachsene' }), english)).toBe('Licht und Linie – Erwachsene');
    expect(lineName(merchandiseLine({ id: 777, name: 'Postkarte' }), english)).toBe('Postkarte');
    const { name: _none, ...fresh } = merchandiseLine({ id: 777 });
    expect(lineName(fresh, english)).toBeUndefined();
    // A code is named by what the visitor typed: nothing to look up, in no language.
    const code = voucherCodeLine({ name: 'Gutschein ABC', barcode: 'ABC-123' });
    expect(nameRecipe(code)).toBeNull();
    expect(lineName(code, english)).toBe('ABC-123');
  });

  it('sub-tickets and day-ticket entries are named by their own ids', () => {
    const line = ticketLine({ id: 1001, eventId: 101, subtickets: [{ id: 111, name: 'Erwachsene', price: ticketLine().price, count: ticketLine().totalCount }] });
    expect(entryName(line, line.subtickets[0]!, english)).toBe('Adult');
    expect(entryName(line, { id: 112, name: 'Kinder' }, english)).toBe('Kinder');
    const day = dayTicketLine();
    expect(entryName(day, { id: 7001, name: 'Tageskarte Erwachsene' }, english)).toBe('Day ticket adults');
  });

  it('what the basket lacks: each key once, sub-tickets included, codes never', () => {
    const sub = ticketLine().subtickets[0]!;
    const lines = [ticketLine({ id: 1001, eventId: 5, subtickets: [{ ...sub, id: 112 }] }), ticketLine({ id: 1001, eventId: 5, subtickets: [] }), voucherCodeLine(), merchandiseLine({ id: 501 })];
    expect(missingNames(lines, english).sort()).toEqual([nameKey.event(5), nameKey.ticket(112)].sort());
    expect(missingNames(oneOfEach(), () => 'known')).toEqual([]);
  });

  it('a paid item keeps how its name and venue are looked up, so the success page says them in the language shown', () => {
    const { name: _n, ...tour } = guidedTourLine({ tourId: 303 });
    const [item] = paidItems([tour]);
    expect(item).toMatchObject({ nameKeys: ['tour:303'], nameJoin: '', venueKey: venueKey.tour(303) });
    expect(item).not.toHaveProperty('name');
    const withVenue = lookup({ 'tour:303': 'Group tour: Light and Line', 'venue:tour:303': 'Main building' });
    expect([paidItemName(item!, withVenue), paidItemVenue(item!, withVenue)]).toEqual(['Group tour: Light and Line', 'Main building']);
    expect([paidItemName(item!, () => undefined), paidItemVenue(item!, () => undefined)]).toEqual([undefined, undefined]);
    // An item of an earlier log: its texts are the fallback.
    const [old] = paidItems([guidedTourLine({ tourId: 303, name: 'Gruppenführung', venue: 'Hauptgebäude' })]);
    expect([paidItemName(old!, () => undefined), paidItemVenue(old!, () => undefined)]).toEqual(['Gruppenführung', 'Hauptgebäude']);
    expect(paidItemName({ ...old!, nameKeys: undefined } as never, english)).toBe('Gruppenführung');
  });

  it('a ticket line’s venue is its event’s; lines without a place have none', () => {
    expect(lineVenueKey(ticketLine({ eventId: 101 }))).toBe('venue:event:101');
    expect(lineVenueKey(ticketLine({ eventId: undefined }))).toBeUndefined();
    expect(lineVenueKey(merchandiseLine())).toBeUndefined();
  });
});
