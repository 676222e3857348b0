import { cents, signedCents, type Lang } from '../messages/primitives';
import { INTL_LOCALE, formatDate, formatMinutes, formatMoney, formatTime } from './format';
import { formatLongDate, formatMonthYear, weekdayNamesShort } from './calendar';
import { ensureDayjsLocale } from './dayjs-locales';
import { LANGUAGES } from '../messages/primitives';

// Month and weekday names arrive with the routes that show them (routes.tsx); load all eight here.
beforeAll(() => Promise.all(LANGUAGES.map(ensureDayjsLocale)));

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  it.each<[Lang, number, string]>([
    ['de', 1250, `12,50${NBSP}€`],
    ['de', 123456, `1.234,56${NBSP}€`],
    ['en', 1250, '€12.50'],
    ['en', 123456, '€1,234.56'],
    ['nl', 1250, `€${NBSP}12,50`],
    ['da', 123456, `1.234,56${NBSP}€`],
    ['it', 1250, `12,50${NBSP}€`],
    ['es', 1250, `12,50${NBSP}€`],
    ['fr', 1250, `12,50${NBSP}€`],
    ['sv', 1250, `12,50${NBSP}€`],
  ])('%s %i cents → %s', (lang, amount, expected) => {
    expect(formatMoney(cents(amount), lang)).toBe(expected);
  });

  it('groups thousands the way the runtime ICU does for French and Swedish', () => {
    // ICU decides between U+202F and U+00A0 for these; build the expectation from Intl itself.
    const ref = (lang: Lang, n: number) =>
      new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(n);
    expect(formatMoney(cents(123456), 'fr')).toBe(ref('fr', 1234.56));
    expect(formatMoney(cents(123456), 'sv')).toBe(ref('sv', 1234.56));
    expect(formatMoney(cents(123456), 'fr')).toMatch(new RegExp(`^1[${NNBSP}${NBSP}]234,56${NBSP}€$`));
  });

  it('shows zero, single cents and discounts exactly', () => {
    expect(formatMoney(cents(0), 'en')).toBe('€0.00');
    expect(formatMoney(cents(1), 'en')).toBe('€0.01');
    expect(formatMoney(cents(5), 'de')).toBe(`0,05${NBSP}€`);
    expect(formatMoney(signedCents(-500), 'en')).toBe('-€5.00');
    expect(formatMoney(signedCents(-500), 'de')).toBe(`-5,00${NBSP}€`);
  });

  it('has no floating-point drift on amounts that are not exact in binary', () => {
    // 0.1 + 0.2 style sums: the cents are summed as integers, divided once for display.
    const sum = cents(10 + 20);
    expect(formatMoney(sum, 'en')).toBe('€0.30');
    for (const n of [1, 7, 29, 99, 1005, 1999, 100015, 999999999]) {
      const shown = formatMoney(cents(n), 'en').replace(/[€,]/g, '');
      expect(Math.round(Number(shown) * 100)).toBe(n);
    }
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => formatMoney(12.5 as never, 'de')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN as never, 'de')).toThrow(RangeError);
  });
});

describe('formatDate (d.m.Y)', () => {
  it.each(['de', 'en', 'fr', 'sv'] as const)('%s writes day.month.year with leading zeros', (lang) => {
    expect(formatDate('2026-03-05', lang)).toBe('05.03.2026');
    expect(formatDate('2026-12-24', lang)).toBe('24.12.2026');
  });

  it('takes the calendar day from date-times without shifting time zones', () => {
    expect(formatDate('2026-03-05 23:30:00', 'de')).toBe('05.03.2026');
    expect(formatDate('2026-03-05T00:15:00+01:00', 'de')).toBe('05.03.2026');
  });

  it('returns input that is not an API date unchanged', () => {
    expect(formatDate('05.03.2026', 'de')).toBe('05.03.2026');
    expect(formatDate('', 'de')).toBe('');
  });
});

describe('formatTime', () => {
  it('writes the 24-hour clock', () => {
    expect(formatTime('14:30', 'en')).toBe('14:30');
    expect(formatTime('14:30:00', 'de')).toBe('14:30');
    expect(formatTime('9:05', 'fr')).toBe('09:05');
    expect(formatTime('2026-03-05 18:00:00', 'da')).toBe('18:00');
    expect(formatTime('2026-03-05T18:00:00+01:00', 'da')).toBe('18:00');
  });

  it('returns anything else unchanged', () => {
    expect(formatTime('morning', 'en')).toBe('morning');
  });
});

describe('long dates and calendar names', () => {
  it.each<[Lang, string]>([
    ['de', 'Samstag, 5. Dezember 2026'],
    ['en', 'Saturday, 5 December 2026'],
    ['fr', 'samedi 5 décembre 2026'],
    ['it', 'sabato 5 dicembre 2026'],
    ['nl', 'zaterdag 5 december 2026'],
    ['es', 'sábado, 5 de diciembre de 2026'],
    ['sv', 'lördag 5 december 2026'],
    ['da', 'lørdag d. 5. december 2026'],
  ])('%s long date', (lang, expected) => {
    expect(formatLongDate('2026-12-05', lang)).toBe(expected);
  });

  it('heads a calendar month', () => {
    expect(formatMonthYear('2026-03-17', 'de')).toBe('März 2026');
    expect(formatMonthYear('2026-03-17', 'da')).toBe('marts 2026');
  });

  it('lists weekdays from Monday', () => {
    expect(weekdayNamesShort('de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdayNamesShort('en')).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  });

  it('returns invalid dates unchanged', () => {
    expect(formatLongDate('soon', 'en')).toBe('soon');
  });
});

describe('formatMinutes', () => {
  it('appends the translated abbreviation with a no-break space', () => {
    expect(formatMinutes(90, () => 'min.')).toBe(`90${NBSP}min.`);
  });
});
