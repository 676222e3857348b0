/**
 * A page's first Intl objects load the platform's locale and time-zone data: 35–75 ms of the
 * main thread on this machine for the first, more on a phone (docs/performance.md "The first
 * Intl object"). That data belongs to the page's process, not to a thread: this dedicated
 * worker, started by boot.tsx while the page waits for its configuration, makes a money format
 * in the page's locale and a date in the museum's zone, and the page's own formats then cost a
 * fraction of a millisecond. Their options need not be the page's: the data is.
 */
import { MONEY_FORMAT } from '../i18n/format';
import { MUSEUM_CLOCK_LOCALE, MUSEUM_TIME_ZONE } from '../kernel/museum-today';

/** The page's locale (INTL_LOCALE) in; a message out once its data is loaded. */
onmessage = (event: MessageEvent<string>) => {
  new Intl.NumberFormat(event.data, MONEY_FORMAT).format(0);
  new Intl.DateTimeFormat(MUSEUM_CLOCK_LOCALE, { timeZone: MUSEUM_TIME_ZONE }).format(0);
  postMessage(0);
  close();
};
