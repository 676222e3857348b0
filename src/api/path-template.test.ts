import fc from 'fast-check';
import { fillPath, matchPath } from './path-template';

describe('fillPath', () => {
  it('fills placeholders, including ones separated by ";"', () => {
    expect(fillPath('tour/calendar/tour/{tour}/range/{start};{end}', { tour: 301, start: '2025-06-01', end: '2025-06-30' })).toBe(
      'tour/calendar/tour/301/range/2025-06-01;2025-06-30',
    );
  });

  it('keeps an optional part only when its values are given', () => {
    const template = 'ticket/collect/event/{event}[/date/{date}]';
    expect(fillPath(template, { event: 21 })).toBe('ticket/collect/event/21');
    expect(fillPath(template, { event: 21, date: '' })).toBe('ticket/collect/event/21');
    expect(fillPath(template, { event: 21, date: '2025-06-12' })).toBe('ticket/collect/event/21/date/2025-06-12');
  });

  it('encodes values so a value can never add a path segment', () => {
    expect(fillPath('page/{id}', { id: '../customer/data' })).toBe('page/..%2Fcustomer%2Fdata');
    expect(fillPath('page/{id}', { id: 'a;b?c#d' })).toBe('page/a%3Bb%3Fc%23d');
  });

  it('throws on a missing required value', () => {
    expect(() => fillPath('tour/lifetime/tour/{tour}', {})).toThrow('{tour}');
  });

  it('leaves a template without placeholders alone', () => {
    expect(fillPath('merchandise/list/shop/160')).toBe('merchandise/list/shop/160');
  });
});

describe('matchPath', () => {
  it('extracts the placeholder values', () => {
    expect(matchPath('tour/soldout/tour/{id}/range/{start};{end}', 'tour/soldout/tour/301/range/20250601;20250630')).toEqual({
      id: '301',
      start: '20250601',
      end: '20250630',
    });
  });

  it('matches with and without an optional part', () => {
    const template = 'ticket/collect/event/{event}[/date/{date}]';
    expect(matchPath(template, 'ticket/collect/event/21')).toEqual({ event: '21' });
    expect(matchPath(template, 'ticket/collect/event/21/date/2025-06-12')).toEqual({ event: '21', date: '2025-06-12' });
  });

  it('does not match other paths or extra segments', () => {
    expect(matchPath('tour/list', 'tour/list/extra')).toBeNull();
    expect(matchPath('tour/lifetime/tour/{tour}', 'tour/lifetime/tour/')).toBeNull();
    expect(matchPath('tour/lifetime/tour/{tour}', 'tour/lifetime/tour/1/2')).toBeNull();
    expect(matchPath('merchandise/list/shop/160', 'merchandise/list/shop/161')).toBeNull();
  });

  it('treats regular-expression characters in a template literally', () => {
    expect(matchPath('a.b/{x}', 'aXb/1')).toBeNull();
    expect(matchPath('a.b/{x}', 'a.b/1')).toEqual({ x: '1' });
  });

  it('rejects a malformed escape instead of throwing', () => {
    expect(matchPath('page/{id}', 'page/%E0%A4%A')).toBeNull();
  });

  it('property: match(fill(values)) gives the values back', () => {
    const template = 'tour/calendar/tour/{tour}/range/{start};{end}[/lang/{lang}]';
    const value = fc.string({ minLength: 1 });
    fc.assert(
      fc.property(value, value, value, fc.option(value, { nil: undefined }), (tour, start, end, lang) => {
        const filled = fillPath(template, { tour, start, end, lang });
        expect(matchPath(template, filled)).toEqual(lang === undefined ? { tour, start, end } : { tour, start, end, lang });
      }),
    );
  });
});
