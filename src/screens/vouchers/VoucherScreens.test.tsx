/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { renderScreen, type RenderScreenOptions } from '../../../test/helpers/render-screen';
import { httpError, networkError, ok } from '../../../test/helpers/fake-api';
import { voucherProduct } from '../../../test/helpers/catalogue';
import { cents } from '../../messages';
import VoucherListScreen from './VoucherListScreen';
import VoucherScreen from './VoucherScreen';

/**
 * Gift vouchers: the list, a fixed voucher (its price, a quantity), and a variable one (preset
 * amounts, a free amount within its range, refused outside it), each added to the basket.
 */

type Replies = RenderScreenOptions['replies'];

const FIXED = voucherProduct({ id: 70, name: 'Gift voucher €25', price: cents(2500), sequence_no: 1 });
/** Any amount from €10.00 to €200.00, €50.00 suggested. */
const VARIABLE = voucherProduct({ id: 71, name: 'Your own amount', price: cents(5000), variable_amount: 1, min_amount: cents(1000), max_amount: cents(20000), sequence_no: 2 });

function replies(extra: Replies = {}): Replies {
  return {
    voucherCategories: ok({ group: [{ id: 61, name: 'Gift vouchers' }] }),
    voucherList: ok({ vouchers: [VARIABLE, FIXED] }),
    voucherSingle: (p: unknown) => {
      const id = (p as { path: { id: number } }).path.id;
      const found = [FIXED, VARIABLE].find((v) => v.id === id);
      return found ? ok(found) : httpError(404, { code: 'NOT_FOUND' });
    },
    ...extra,
  };
}

/** The list (`/vouchers`) or a voucher (`/vouchers/:id`), each leading to the other. */
function open(path: string, extra: Replies = {}, lang: 'en' | 'de' = 'en') {
  const list = path === `/${lang}/vouchers`;
  const [route, also] = list ? (['vouchers', { voucher: VoucherScreen }] as const) : (['voucher', { vouchers: VoucherListScreen }] as const);
  return renderScreen(list ? VoucherListScreen : VoucherScreen, { route, lang, path, replies: replies(extra), also });
}

/** A voucher's screen; `inShop`: in the whole shop, for the header's basket afterwards. */
async function openVoucher(voucher: typeof FIXED, lang: 'en' | 'de' = 'en', inShop = false) {
  const path = `/${lang}/vouchers/${voucher.id}`;
  const app = inShop ? renderApp({ lang, path, replies: replies() }) : await open(path, {}, lang);
  await screen.findByRole('heading', { level: 1, name: voucher.name });
  await waitFor(() => expect(app.runtime.state$.value.voucherForm.amount).not.toBeNull());
  return app;
}

const addButton = () => screen.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;
const amount = () => screen.getByRole('textbox', { name: 'Amount in EUR' }) as HTMLInputElement;
const hint = () => document.getElementById(amount().getAttribute('aria-describedby') ?? '')?.textContent;
const total = () => screen.getByText('Total').nextElementSibling?.textContent;

function typeAmount(text: string) {
  fireEvent.change(amount(), { target: { value: text } });
  fireEvent.blur(amount());
}

describe('voucher list', () => {
  it('lists the vouchers in their order: a fixed one with its value, a variable one inviting an amount', async () => {
    await open('/en/vouchers');
    expect((await findPageHeading()).textContent).toBe('Vouchers');
    expect(screen.getByText('Give a visit to the museum: with a fixed value or an amount of your choice.')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Gift voucher €25' });
    const cards = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['Gift voucher €25', 'Your own amount']);
    // The card's face is decoration: each link says the voucher's name and its value once.
    expect(screen.getByRole('link', { name: 'Gift voucher €25 €25.00' }).getAttribute('href')).toBe('/en/vouchers/70');
    expect(screen.getByRole('link', { name: 'Your own amount Choose your amount' }).getAttribute('href')).toBe('/en/vouchers/71');
    // A variable voucher's face says where its amounts start, not a lone "€" (issue 31).
    const faces = [...document.querySelectorAll('.voucher-card__face')].map((f) => f.textContent);
    expect(faces[1]).toMatch(/^from €\d+\.\d\d$/);
    expect(faces).not.toContain('€');
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Gift vouchers' }).getAttribute('href')).toBe('/en/vouchers?group=61');
  });

  it('a failed list says so and loads again on “Try again”', async () => {
    let calls = 0;
    await open('/en/vouchers', { voucherList: () => (++calls === 1 ? networkError() : ok({ vouchers: [FIXED] })) });
    const alert = (await screen.findByText('This content could not be loaded. Please try again.')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Gift voucher €25' })).toBeTruthy();
  });
});

describe('fixed voucher', () => {
  it('shows its price and takes a quantity; “Add to basket” adds the line and confirms', async () => {
    const app = await openVoucher(FIXED, 'en', true);
    const details = within(screen.getByRole('heading', { level: 1, name: 'Gift voucher €25' }).parentElement!);
    expect(screen.queryByRole('textbox', { name: 'Amount in EUR' })).toBeNull();
    expect(total()).toBe('€25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Quantity' }));
    await waitFor(() => expect(total()).toBe('€50.00'));
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    // The price of one stays beside the total of two.
    expect(details.getByText('€25.00')).toBeTruthy();
    fireEvent.click(addButton());
    const added = await screen.findByTestId('added-to-basket');
    expect(within(added).getByText('Added to your basket.')).toBeTruthy();
    expect(within(added).getByRole('listitem').textContent).toBe('2 × Gift voucher €25');
    expect(within(added).getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/en/checkout');
    const [line] = app.runtime.state$.value.cart.lines;
    expect(line && [line.type, line.id, line.price, line.totalCount, line.totalPrice]).toEqual(['voucher', 70, 2500, 2, 5000]);
    expect(screen.getByRole('link', { name: 'Basket 1 item' })).toBeTruthy();
  });

  it('an unknown voucher says it could not be found', async () => {
    await open('/en/vouchers/99');
    expect((await screen.findByText('This voucher could not be found.')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Voucher' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('variable voucher', () => {
  it('offers preset amounts within its range; a preset sets the amount and is pressed', async () => {
    await openVoucher(VARIABLE);
    const presets = screen.getByRole('group', { name: 'Popular amounts' });
    const buttons = within(presets).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['€25.00', '€50.00', '€100.00', '€150.00']);
    // The suggested amount is where the form starts.
    expect(amount().value).toBe('50');
    expect(within(presets).getByRole('button', { name: '€50.00' }).getAttribute('aria-pressed')).toBe('true');
    expect(hint()).toBe('Enter the amount in euros, e.g. 50 or 25.50. Possible amounts: €10.00 to €200.00.');
    fireEvent.click(within(presets).getByRole('button', { name: '€100.00' }));
    await waitFor(() => expect(within(presets).getByRole('button', { name: '€100.00' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(presets).getByRole('button', { name: '€50.00' }).getAttribute('aria-pressed')).toBe('false');
    expect(amount().value).toBe('100');
    expect(total()).toBe('€100.00');
  });

  it('an amount outside the range is refused with a message; text that is no amount too', async () => {
    const app = await openVoucher(VARIABLE);
    typeAmount('250');
    await waitFor(() => expect(hint()).toBe('Please enter an amount between €10.00 and €200.00.'));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(addButton().disabled).toBe(true);
    typeAmount('5');
    await waitFor(() => expect(total()).toBe('€5.00'));
    expect(hint()).toBe('Please enter an amount between €10.00 and €200.00.');
    expect(addButton().disabled).toBe(true);
    typeAmount('ten euros');
    await waitFor(() => expect(hint()).toBe('Please enter a number.'));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(addButton().closest('form')!);
    expect(app.runtime.state$.value.cart.lines).toEqual([]);
  });

  it('a free amount within the range, to the cent, is added to the basket', async () => {
    const app = await openVoucher(VARIABLE);
    typeAmount('19.99');
    await waitFor(() => expect(total()).toBe('€19.99'));
    expect(amount().getAttribute('aria-invalid')).toBe('false');
    expect(within(screen.getByRole('group', { name: 'Popular amounts' })).getAllByRole('button').every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    fireEvent.click(addButton());
    const added = await screen.findByTestId('added-to-basket');
    expect(within(added).getByRole('listitem').textContent).toBe('1 × Your own amount');
    const [line] = app.runtime.state$.value.cart.lines;
    expect(line && [line.type, line.id, line.price, line.totalPrice]).toEqual(['voucher', 71, 1999, 1999]);
  });

  it('what is typed counts at once: after an error, 75 shows in the total and “Add to basket” takes it at the first click, before any blur (issue 31)', async () => {
    const app = await openVoucher(VARIABLE);
    typeAmount('250');
    await waitFor(() => expect(addButton().disabled).toBe(true));
    fireEvent.change(amount(), { target: { value: '75' } });
    expect(total()).toBe('€75.00');
    expect(hint()).toBe('Enter the amount in euros, e.g. 50 or 25.50. Possible amounts: €10.00 to €200.00.');
    expect(amount().getAttribute('aria-invalid')).toBe('false');
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    await screen.findByTestId('added-to-basket');
    const [line] = app.runtime.state$.value.cart.lines;
    expect(line && [line.type, line.price]).toEqual(['voucher', 7500]);
    // Still typing something that is no amount: the last good amount stays shown until it is left.
    fireEvent.change(amount(), { target: { value: '7x' } });
    expect(total()).toBe('€75.00');
  });

  it('in German, amounts are written with a decimal comma and money as German writes it', async () => {
    const app = await openVoucher(VARIABLE, 'de');
    const presets = screen.getByRole('group', { name: 'Beliebte Beträge' });
    // Intl writes a no-break space before the euro sign.
    expect(within(presets).getAllByRole('button').map((b) => b.textContent)).toEqual(['25,00\u00a0€', '50,00\u00a0€', '100,00\u00a0€', '150,00\u00a0€']);
    const field = screen.getByRole('textbox', { name: 'Betrag in EUR' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '19,99' } });
    fireEvent.blur(field);
    await waitFor(() => expect(screen.getByText('Gesamt').nextElementSibling?.textContent).toBe('19,99\u00a0€'));
    expect(field.value).toBe('19,99');
    expect(app.runtime.state$.value.voucherForm.amount).toBe(1999);
  });
});
