import * as E from 'fp-ts/Either';
import { reportErrors } from '../report';
import { AppConfig } from './shell';
import remoteConfigFixture from '../../../fixtures/api/remoteConfig.json';

/** The API sample without the extras: what a museum server that does not send them answers. */
const { openingHours: _hours, siteNameShortTranslations: _short, ...BASE } = remoteConfigFixture.data;

const DAY = { opens: '10:00', closes: '18:00' };
const WEEK = { mon: null, tue: DAY, wed: DAY, thu: { opens: '10:00', closes: '21:00' }, fri: DAY, sat: DAY, sun: DAY };

function decoded(value: unknown): AppConfig {
  const result = AppConfig.decode(value);
  if (E.isLeft(result)) throw new Error(reportErrors(result.left).join('\n'));
  return result.right;
}

describe('AppConfig extras: opening hours and the short site name (docs/decisions.md)', () => {
  it('absent (or null, as a server writes "none"): the configuration decodes as before, without them', () => {
    const config = decoded(BASE);
    expect([config.openingHours, config.siteNameShortTranslations, config.ignored]).toEqual([undefined, undefined, undefined]);
    const nulls = decoded({ ...BASE, openingHours: null, siteNameShortTranslations: null });
    expect('openingHours' in nulls || 'siteNameShortTranslations' in nulls || 'ignored' in nulls).toBe(false);
  });

  it('present: decoded unchanged; exceptions are optional and an empty JSON array is none', () => {
    const hours = { weekdays: WEEK, exceptions: { '2030-12-24': { opens: '10:00', closes: '14:00' }, '2030-12-25': null } };
    const config = decoded({ ...BASE, openingHours: hours, siteNameShortTranslations: { de: 'Kunsthalle' } });
    expect(config.openingHours).toEqual(hours);
    expect(config.siteNameShortTranslations).toEqual({ de: 'Kunsthalle' });
    expect(config.ignored).toBeUndefined();
    expect(decoded({ ...BASE, openingHours: { weekdays: WEEK } }).openingHours).toEqual({ weekdays: WEEK });
    expect(decoded({ ...BASE, openingHours: { weekdays: WEEK, exceptions: [] } }).openingHours).toEqual({ weekdays: WEEK, exceptions: {} });
    // Decoding what was decoded gives it again (it can be stored and read back).
    expect(decoded(config)).toEqual(config);
    expect(AppConfig.is(config)).toBe(true);
  });

  it.each([
    [
      'a time written with a dot',
      { weekdays: { ...WEEK, tue: { opens: '10.00', closes: '18:00' } } },
      // The union's two readings: hours with a bad time, or not null.
      ['Expecting time HH:MM at openingHours.weekdays.tue.opens but instead got: "10.00"', 'Expecting hours or null (closed) at openingHours.weekdays.tue but instead got: {"opens":"10.00","closes":"18:00"}'],
    ],
    ['closing before opening', { weekdays: { ...WEEK, fri: { opens: '18:00', closes: '10:00' } } }, ['Expecting hours or null (closed) at openingHours.weekdays.fri but instead got: {"opens":"18:00","closes":"10:00"}']],
    ['a weekday missing (a typo is not "closed")', { weekdays: { ...WEEK, thu: undefined, thur: DAY } }, ['Expecting hours or null (closed) at openingHours.weekdays.thu but instead got: undefined']],
    ['an exception not keyed by date', { weekdays: WEEK, exceptions: { '24.12.2030': null } }, ['Expecting exceptions by date YYYY-MM-DD at openingHours.exceptions but instead got: {"24.12.2030":null}']],
    ['not an object at all', '10:00–18:00', ['Expecting OpeningHours at openingHours but instead got: "10:00–18:00"']],
  ])('malformed (%s): left out with readable lines, the configuration still usable', (_case, openingHours, lines) => {
    const config = decoded({ ...BASE, openingHours });
    expect(config.openingHours).toBeUndefined();
    expect(reportErrors(config.ignored ?? [])).toEqual(lines);
    expect([config.siteName, config.languages]).toEqual([BASE.siteName, BASE.languages]);
  });

  it('a malformed short name is left out on its own; a good extra beside it stays', () => {
    const config = decoded({ ...BASE, openingHours: { weekdays: WEEK }, siteNameShortTranslations: { de: 7 } });
    expect(config.siteNameShortTranslations).toBeUndefined();
    expect(config.openingHours).toEqual({ weekdays: WEEK });
    expect(reportErrors(config.ignored ?? [])).toEqual(['Expecting string at siteNameShortTranslations.de but instead got: 7']);
  });

  it('a required field still fails the whole configuration, as before', () => {
    expect(E.isLeft(AppConfig.decode({ ...BASE, showHeader: undefined, openingHours: { weekdays: WEEK } }))).toBe(true);
  });

  it('the API sample carries both, and nothing of it is left out', () => {
    const config = decoded(remoteConfigFixture.data);
    expect(config.ignored).toBeUndefined();
    expect(config.openingHours?.weekdays.mon).toBeNull();
    expect(config.siteNameShortTranslations?.de).toBe('Kunsthalle am Hafen');
  });
});
