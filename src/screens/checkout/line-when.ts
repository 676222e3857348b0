import type { I18n } from '../../i18n';
import type { CartLine } from '../../messages';

/** When a dated line takes place, as the basket and the order summary show it. */
export function lineWhen(line: CartLine, date: I18n['date'], time: I18n['time'], t: I18n['t']): string | null {
  switch (line.type) {
    case 'ticket':
      return line.mode === 3
        ? t('cart.validFrom', { date: date(line.datetime.slice(0, 10)) })
        : t('common.dateTime', { date: date(line.datetime.slice(0, 10)), time: time(line.datetime.slice(11, 16)) });
    case 'guidedTour':
      return t('common.dateTime', { date: date(line.date), time: time(line.time) });
    case 'dayTicket':
      return date(line.date);
    default:
      return null;
  }
}
