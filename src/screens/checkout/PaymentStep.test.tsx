/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../../test/helpers/render-screen';
import { ok, type Answer, type Replies } from '../../../test/helpers/fake-api';
import { Subject } from 'rxjs';
import { envelopes } from '../../../test/helpers/fakes';
import { fixtureCustomer } from '../../../test/helpers/test-app';
import { count, merchandiseLine } from '../../../test/helpers/lines';
import { memoryStorage } from '../../bus/deps';
import { LOG_KEY } from '../../event-log/session-log';
import { AccountEvents, CartEvents, cents } from '../../messages';
import formData from '../../../fixtures/api/customerFormData.json';
import type { CustomerFormData } from '../../api/codecs/customer';
import CheckoutScreen from './CheckoutScreen';

/**
 * The payment step's form after a refused "Pay" (issue 31.7): every problem at once, each at its
 * field (aria-invalid, described by its message), one summary, the focus on the first wrong field.
 */

const POSTER = merchandiseLine({ lineId: 'p1', id: 5101, name: 'Poster', price: cents(1500), count: count(1) });

async function openPayment(shippingCosts: Replies['shippingCosts'] = ok(cents(490))) {
  const storage = memoryStorage();
  storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0 }));
  const facts = [CartEvents.CartLineAdded.create({ line: POSTER }), AccountEvents.CustomerSignedIn.create({ guest: false })];
  storage.setItem(`${LOG_KEY}:0`, envelopes(facts).map((e) => JSON.stringify(e)).join('\n'));
  const paymentTypes = [
    { payartId: 78, i18n: { en: 'Credit card' } },
    { payartId: 74, i18n: { en: 'SEPA direct debit' } },
  ];
  return renderScreen(CheckoutScreen, {
    route: 'checkout',
    lang: 'en',
    path: '/en/checkout?step=payment',
    storage,
    signedIn: { token: 'jwt', customer: fixtureCustomer() },
    shellData: { paymentTypes },
    replies: {
      customerFormData: ok(formData.data as unknown as CustomerFormData),
      checkoutSuggest: ok([]), shippingCosts, merchandiseSingle: ok({ id: 5101, name: 'Poster', price: cents(1500), vat_value: 19, stock: 10, product_kind_ref: 1, sequence_no: 1 }),
    },
  });
}

const TERMS = 'Please accept the terms and conditions and the privacy policy.';
const described = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');

describe('the payment step after a refused "Pay"', () => {
  it('no method and no terms: both at their fields at once, one summary, the focus on the first payment type', async () => {
    await openPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const methods = screen.getByRole('group', { name: 'Choose a payment method' });
    await waitFor(() => expect(within(methods).getByText('Please choose a payment method.')).toBeTruthy());
    const [card] = within(methods).getAllByRole('radio');
    expect(card!.getAttribute('aria-invalid')).toBe('true');
    expect(described(card!)).toBe('Please choose a payment method.');
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(described(terms)).toBe(TERMS);
    expect(screen.getAllByText(TERMS)).toHaveLength(1);
    expect(screen.getByTestId('payment-alert').textContent).toBe('Please correct the errors in the form.');
    expect(document.activeElement).toBe(card);
  });

  it('direct debit: holder and IBAN at their fields with the terms; each goes when put right', async () => {
    await openPayment();
    fireEvent.click(await screen.findByRole('radio', { name: 'SEPA direct debit' }));
    const holder = await screen.findByRole('textbox', { name: 'Account holder' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(holder.getAttribute('aria-invalid')).toBe('true'));
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    expect(described(holder)).toBe('This field is required.');
    expect(described(iban)).toContain('Please enter a valid IBAN.');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(holder);

    fireEvent.change(holder, { target: { value: 'Anna Becker' } });
    expect(holder.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(iban, { target: { value: 'DE89370400440532013000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await waitFor(() => expect(screen.getByTestId('payment-alert').textContent).toBe(''));
    expect(screen.queryByText(TERMS)).toBeNull();
  });
});

describe('the payment step’s summary and the shipping costs', () => {
  // Restored with a poster and no costs (the previous page was left before they came): the
  // costs are asked for at once; until they are in, the row says so instead of a total that
  // looks complete without them.
  it('a parcel whose costs are on their way: “Shipping –”, then the costs and the total with them', async () => {
    const answer = new Subject<Answer<'shippingCosts'>>();
    await openPayment(() => answer);
    const summary = screen.getByTestId('order-total').closest('dl') as HTMLElement;
    expect(within(summary).getByTestId('order-shipping').textContent).toBe('–');
    expect(screen.getByTestId('order-total').textContent).toContain('€15.00');
    await act(async () => answer.next(ok(cents(490))));
    expect(within(summary).getByTestId('order-shipping').textContent).toBe('€4.90');
    expect(screen.getByTestId('order-total').textContent).toContain('€19.90');
  });
});
