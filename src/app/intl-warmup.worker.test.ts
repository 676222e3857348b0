/** @jest-environment node */
import './intl-warmup.worker';
import { MONEY_FORMAT } from '../i18n/format';
import { MUSEUM_CLOCK_LOCALE, MUSEUM_TIME_ZONE } from '../kernel/museum-today';

/** What the worker's module set and calls on its global scope. */
const scope = globalThis as unknown as Record<string, unknown> & { onmessage: (event: { data: string }) => void };

describe('the Intl warm-up worker (docs/performance.md "The first Intl object")', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    scope.postMessage = undefined;
    scope.close = undefined;
  });

  it('makes a money format in the locale it is sent and a date in the museum’s zone, then says so and ends', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    const order: string[] = [];
    scope.postMessage = () => order.push('answered');
    scope.close = () => order.push('closed');

    scope.onmessage({ data: 'fr-FR' });

    expect(numberFormat).toHaveBeenCalledWith('fr-FR', MONEY_FORMAT);
    expect(dateFormat).toHaveBeenCalledWith(MUSEUM_CLOCK_LOCALE, { timeZone: MUSEUM_TIME_ZONE });
    expect(order).toEqual(['answered', 'closed']);
  });
});
