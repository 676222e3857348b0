import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namesOfAnswer } from './answer-names';
import type { EndpointName } from './endpoints';

const fixture = (name: string): unknown => (JSON.parse(readFileSync(join(__dirname, '../../fixtures/api', `${name}.json`), 'utf8')) as { data: unknown }).data;

describe('the names an answer holds, by reference key (issue 28)', () => {
  it.each<[EndpointName, Array<[string, string]>]>([
    ['eventList', [['event:21', 'Licht und Linie. Zeichnungen der Moderne'], ['venue:event:21', 'Kunsthalle am Hafen, Obergeschoss']]],
    ['tourList', [['tour:301', 'Öffentliche Führung: Licht und Linie'], ['venue:tour:301', 'Kunsthalle am Hafen']]],
    // A suggestion goes into the basket as an article line.
    ['checkoutSuggest', [['article:8801', 'Ausstellungskatalog „Licht und Linie“']]],
    ['ticketCollect', [['ticket:6101', 'Zeitfenster-Ticket Erwachsene'], ['ticket:6103', 'Erwachsene']]],
    ['dayTicketList', [['dayTicket:7001', 'Tageskarte Erwachsene']]],
    // A tour's tickets (sub-tickets too) and its price lists, the schedule's own included: the parts of a tour line.
    ['tourSingle', [['tour:301', 'Öffentliche Führung: Licht und Linie'], ['tourTicket:4101', 'Erwachsene'], ['tourTicket:4105', 'Kind bis 17 Jahre'], ['tourPrice:501', 'Führungsgebühr'], ['tourPrice:502', 'Führungsgebühr Nachmittag']]],
    ['merchandiseSingle', [['article:8801', 'Ausstellungskatalog „Licht und Linie“']]],
    ['voucherSingle', [['voucher:9102', 'Wertgutschein mit freiem Betrag']]],
  ])('%s', (endpoint, some) => {
    const names = namesOfAnswer(endpoint, fixture(endpoint));
    for (const pair of some) expect(names).toContainEqual(pair);
    // Groups are no items of a basket.
    expect(names.every(([key]) => /^(event|ticket|dayTicket|tour|tourTicket|tourPrice|article|voucher|venue:event|venue:tour):[^:]+$/.test(key))).toBe(true);
  });

  it('lists name their entries; answers that name nothing, or are not what they should be, give nothing', () => {
    expect(namesOfAnswer('tourList', fixture('tourList')).length).toBeGreaterThan(0);
    expect(namesOfAnswer('merchandiseList', fixture('merchandiseList')).every(([k]) => k.startsWith('article:'))).toBe(true);
    expect(namesOfAnswer('voucherList', fixture('voucherList')).every(([k]) => k.startsWith('voucher:'))).toBe(true);
    expect(namesOfAnswer('ticketCalendar', { '2030-01-01': 3 })).toEqual([]);
    expect(namesOfAnswer('eventList', null)).toEqual([]);
    expect(namesOfAnswer('eventList', { events: [{ id: {}, name: 'x' }, { id: 1, name: 2 }, 'junk'] })).toEqual([]);
  });
});
