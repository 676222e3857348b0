import { currentExhibition } from './current-exhibition';
import { dt, eventEntry } from '../../../test/helpers/catalogue';

const special = { id: 3, name: 'Sonderausstellungen' };
const concerts = { id: 4, name: 'Konzerte & Abende' };
const NOW = '2030-05-07 12:00:00';

describe('currentExhibition: what the home page promotes', () => {
  it('only what runs now: opened, its end ahead; not one still to come, ended, or permanent', () => {
    const list = [
      eventEntry({ id: 1, sorting_datetime: dt('2030-06-01 10:00'), end: dt('2030-09-01 18:00') }),
      eventEntry({ id: 2, sorting_datetime: dt('2030-01-01 10:00'), end: dt('2030-05-06 18:00') }),
      eventEntry({ id: 3, sorting_datetime: dt('2020-01-01 10:00'), end: null }),
    ];
    expect(currentExhibition(list, NOW)).toBeNull();
    const running = eventEntry({ id: 4, sorting_datetime: dt('2030-04-01 10:00'), end: dt('2030-08-01 18:00') });
    expect(currentExhibition([...list, running], NOW)?.id).toBe(4);
  });

  it('the edges: it runs from its opening minute, and is over at its closing minute', () => {
    const event = eventEntry({ id: 1, sorting_datetime: dt('2030-05-07 12:00'), end: dt('2030-05-07 18:00') });
    expect(currentExhibition([event], '2030-05-07 11:59:59')).toBeNull();
    expect(currentExhibition([event], '2030-05-07 12:00:00')?.id).toBe(1);
    expect(currentExhibition([event], '2030-05-07 17:59:59')?.id).toBe(1);
    expect(currentExhibition([event], '2030-05-07 18:00:00')).toBeNull();
  });

  it('a special exhibition comes first, in any of the shop’s languages; else the list’s order', () => {
    const concertSeries = eventEntry({ id: 10, sequence_no: 1, custom_groups: [concerts] });
    const exhibition = eventEntry({ id: 11, sequence_no: 2, custom_groups: [concerts, special] });
    const other = eventEntry({ id: 12, sequence_no: 3 });
    expect(currentExhibition([other, exhibition, concertSeries], NOW)?.id).toBe(11);
    expect(currentExhibition([other, concertSeries], NOW)?.id).toBe(10);
    for (const name of ['Special exhibitions', 'Expositions temporaires', 'Mostre temporanee', 'Tijdelijke tentoonstellingen', 'Exposiciones temporales', 'Tillfälliga utställningar', 'Särutställning', 'Særudstillinger', 'Wechselausstellung']) {
      const named = eventEntry({ id: 20, sequence_no: 9, custom_groups: [{ id: 1, name }] });
      expect([name, currentExhibition([concertSeries, named], NOW)?.id]).toEqual([name, 20]);
    }
  });

  it('two special exhibitions: the list’s order (sequence_no) decides', () => {
    const a = eventEntry({ id: 1, sequence_no: 5, custom_groups: [special] });
    const b = eventEntry({ id: 2, sequence_no: 2, custom_groups: [special] });
    expect(currentExhibition([a, b], NOW)?.id).toBe(2);
  });

  it('no list yet (the tickets area not loaded): nothing', () => {
    expect(currentExhibition(null, NOW)).toBeNull();
    expect(currentExhibition(undefined, NOW)).toBeNull();
    expect(currentExhibition([], NOW)).toBeNull();
  });
});
