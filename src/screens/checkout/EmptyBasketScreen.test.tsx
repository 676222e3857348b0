/** @jest-environment ./test/helpers/jsdom-env.js */
import { screen } from '@testing-library/react';
import { renderScreen } from '../../../test/helpers/render-screen';
import { ok } from '../../../test/helpers/fake-api';
import { envelopes, fakeClock } from '../../../test/helpers/fakes';
import { article } from '../../../test/helpers/catalogue';
import { count, merchandiseLine, ticketLine } from '../../../test/helpers/lines';
import { memoryStorage } from '../../bus/deps';
import { LOG_KEY } from '../../event-log/session-log';
import { CartEvents, cents, type CartLine } from '../../messages';
import formData from '../../../fixtures/api/customerFormData.json';
import type { CustomerFormData } from '../../api/codecs/customer';
import EmptyBasketScreen from './EmptyBasketScreen';

/**
 * The checkout's screen once a first visit has drawn the empty basket without the runtime
 * (routes.tsx loads a route's screen once per page): later visits to the checkout find the
 * runtime running, and the screen is the runtime's checkout. (The first visit itself, and the
 * runtime taking over while the empty basket is on screen: boot.test.tsx; a line added after that
 * and shown on the next visit, in the browser: shell.e2e.ts.)
 */

const NOW = Date.UTC(2030, 3, 20, 9, 0);
const CATALOGUE = merchandiseLine({ lineId: 'm1', id: 501, name: 'Exhibition catalogue', price: cents(10700), count: count(2) });
const TIMED = ticketLine({ lineId: 't1', name: 'Timed entry', datetime: '2030-05-01 10:00:00', price: cents(1200), totalCount: count(2) });

function savedBasket(lines: CartLine[]) {
  const storage = memoryStorage();
  storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0 }));
  storage.setItem(`${LOG_KEY}:0`, envelopes(lines.map((line) => CartEvents.CartLineAdded.create({ line }))).map((e) => JSON.stringify(e)).join('\n'));
  return storage;
}

describe('the empty basket’s screen where the runtime runs', () => {
  it('is the runtime’s checkout: the saved lines, not the empty basket', async () => {
    await renderScreen(EmptyBasketScreen, {
      route: 'checkout',
      lang: 'en',
      storage: savedBasket([CATALOGUE, TIMED]),
      replies: {
        merchandiseSingle: ok(article({ id: 501, name: 'Exhibition catalogue', price: cents(10700), stock: 50 })),
        checkoutSuggest: ok([]),
        customerFormData: ok(formData.data as unknown as CustomerFormData),
        shippingCosts: ok(cents(490)),
      },
      deps: { clock: fakeClock(NOW) },
    });
    expect(await screen.findByRole('list', { name: '2 items' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Exhibition catalogue' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Timed entry' })).toBeTruthy();
    expect(screen.queryByText('Your basket is empty.')).toBeNull();
  });
});
