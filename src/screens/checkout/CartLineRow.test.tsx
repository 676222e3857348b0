/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '../../i18n';
import { createTranslator } from '../../i18n/polyglot';
import en from '../../../locales/en.json';
import { cents, type CartLine } from '../../messages';
import type { TicketLineCheck } from '../../domain/tickets/basket-checks';
import { count, dayTicketLine, guidedTourLine, ticketLine } from '../../../test/helpers/lines';
import type { NameLookup } from '../../domain/cart/names';
import { CartLineRow } from './CartLineRow';

/**
 * One basket row's ticket stepper (issue 15): what it offers per kind of ticket line, what it
 * says while places are looked up and after, and that "−" below the least is the remove action.
 */

const translator = createTranslator('en', en);

const adults = (n = 2) =>
  ticketLine({ lineId: 't1', id: 1001, eventId: 101, name: 'Light and Line – Adults', price: cents(1400), count: count(n), totalCount: count(n), totalPrice: cents(1400 * n), subtickets: [] });
const family = ticketLine({
  lineId: 'f1',
  id: 1003,
  eventId: 101,
  name: 'Light and Line – Family ticket',
  price: cents(2900),
  count: count(1),
  totalCount: count(1),
  totalPrice: cents(2900),
  subtickets: [
    { id: 1011, name: 'Adults', price: cents(0), count: count(2) },
    { id: 1012, name: 'Children', price: cents(0), count: count(2) },
  ],
});

function row(line: CartLine, check?: TicketLineCheck, names?: NameLookup) {
  const onCount = jest.fn();
  const onRemove = jest.fn();
  const view = render(
    <I18nProvider lang="en" translator={translator}>
      <MemoryRouter>
        <ul>
          <CartLineRow line={line} onRemove={onRemove} onCount={onCount} {...(check ? { check } : {})} {...(names ? { names } : {})} />
        </ul>
      </MemoryRouter>
    </I18nProvider>,
  );
  return { onCount, onRemove, view, item: screen.getByTestId('cart-line') };
}

describe('a ticket line’s stepper in the basket', () => {
  it('a ticket without sub-tickets: its count steps in place; the unit price beside it', () => {
    const { onCount, item } = row(adults());
    expect((within(item).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    expect(item.textContent).toContain('× €14.00');
    fireEvent.click(within(item).getByRole('button', { name: 'Increase quantity: Light and Line – Adults' }));
    expect(onCount).toHaveBeenCalledWith(adults(), 3);
    // Within the same moment a step counts from the one asked for before (3), as on the event page.
    fireEvent.click(within(item).getByRole('button', { name: 'Decrease quantity: Light and Line – Adults' }));
    expect(onCount).toHaveBeenLastCalledWith(adults(), 2);
  });

  it('at one, “−” is the remove action: it asks first, as the remove button does', () => {
    const { onCount, onRemove, item } = row(adults(1));
    expect(within(item).queryByRole('button', { name: /^Decrease quantity/ })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Remove: Light and Line – Adults' }));
    const confirm = within(item).getByRole('alertdialog', { name: 'Do you really want to remove “Light and Line – Adults” from your basket?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    expect(onRemove).toHaveBeenCalledWith(adults(1));
    expect(onCount).not.toHaveBeenCalled();
  });

  it('while its places are looked up the stepper is busy: aria-busy, a step takes nothing, the row says so', () => {
    const { onCount, item } = row(adults(), { status: 'checking', count: count(3) });
    const plus = within(item).getByRole('button', { name: 'Increase quantity: Light and Line – Adults' });
    expect(plus.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(onCount).not.toHaveBeenCalled();
    expect(within(item).getByTestId('ticket-line-check').textContent).toBe('Checking the places left…');
  });

  it.each<[string, CartLine, TicketLineCheck, string]>([
    ['too few places at its time', adults(), { status: 'refused', reason: 'fewerPlaces', left: count(3), held: count(0) }, 'Only 3 places left for this time.'],
    [
      'too few beside the basket’s other tickets',
      adults(),
      { status: 'refused', reason: 'fewerPlaces', left: count(5), held: count(2) },
      'Only 5 places left for this time. 2 of them are already in your basket with other tickets.',
    ],
    ['its time sold out', adults(), { status: 'refused', reason: 'soldOut', left: count(0), held: count(0) }, 'This time is sold out.'],
    ['no longer offered', adults(), { status: 'refused', reason: 'notBookable', left: count(0), held: count(0) }, 'This cannot be booked at the moment.'],
    ['a failed lookup', adults(), { status: 'failed', code: 'NETWORK_ERROR' }, 'The places left could not be checked. Your basket is unchanged; please try again.'],
    ['a day ticket’s day with one place', dayTicketLine({ lineId: 'd1' }), { status: 'refused', reason: 'fewerPlaces', left: count(1), held: count(1) }, 'Only 1 place left on this day. 1 of them is already in your basket with other tickets.'],
    ['a day ticket’s day sold out', dayTicketLine({ lineId: 'd1' }), { status: 'refused', reason: 'soldOut', left: count(0), held: count(0) }, 'This day is sold out.'],
  ])('%s: the row says it in words, and its steppers are described by it', (_, line, check, text) => {
    const { item } = row(line, check);
    const message = within(item).getByTestId('ticket-line-check');
    expect(message.textContent).toBe(text);
    expect(message.getAttribute('aria-live')).toBe('polite');
    for (const field of within(item).getAllByRole('spinbutton')) expect(field.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('a day-ticket line: one stepper per day ticket; one of several may go to 0, the last one’s “−” removes the line', () => {
    const line = dayTicketLine({ lineId: 'd1' });
    const { onCount, item, view } = row(line);
    const adult = within(item).getByRole('spinbutton', { name: 'Quantity: Adult' }) as HTMLInputElement;
    expect(adult.value).toBe('2');
    // Of several day tickets each says which it is, above its stepper.
    expect([...item.querySelectorAll('.cart-line__part-name')].map((n) => n.textContent)).toEqual(['Adult', 'Child']);
    expect(item.textContent).toContain('Child−+× €8.00');
    fireEvent.click(within(item).getByRole('button', { name: 'Increase quantity: Adult' }));
    expect(onCount).toHaveBeenLastCalledWith(line, 3, 211);
    fireEvent.click(within(item).getByRole('button', { name: 'Decrease quantity: Child' }));
    expect(onCount).toHaveBeenLastCalledWith(line, 0, 212);
    view.unmount();
    const single = dayTicketLine({ lineId: 'd2', name: 'Adult', totalCount: count(1), totalPrice: cents(1000), dayTickets: [{ id: 211, name: 'Adult', price: cents(1000), count: count(1), tax: 7 }] });
    const { item: alone } = row(single);
    expect(within(alone).getByRole('button', { name: 'Remove: Adult' })).toBeTruthy();
    // One day ticket is the line's name: the row does not say it twice.
    expect(alone.querySelector('.cart-line__part-name')).toBeNull();
  });

  it('a family ticket (a bundle) keeps remove-only, with a link to change it on its event page; a line without its event has neither', () => {
    const { item, view } = row(family);
    expect(within(item).queryByRole('spinbutton')).toBeNull();
    expect(item.textContent).toContain('2 × Children');
    const change = within(item).getByRole('link', { name: 'Change on the event page' });
    expect(change.getAttribute('href')).toBe('/en/tickets/101');
    expect(within(item).getByRole('button', { name: 'Remove from basket' })).toBeTruthy();
    expect(within(item).queryByTestId('ticket-line-check')).toBeNull();
    view.unmount();
    const legacy = ticketLine({ lineId: 'old' });
    const { item: old } = row(legacy);
    expect(within(old).queryByRole('spinbutton')).toBeNull();
    expect(within(old).queryByRole('link')).toBeNull();
    expect(old.textContent).toContain('2 × Adult');
  });
});

describe('a tour line in the basket', () => {
  const names: NameLookup = (key) =>
    ({ 'tour:31': 'Highlights tour', 'tourTicket:311': 'Adults', 'tourTicket:313': 'Children', 'tourTicket:314': 'Adult', 'tourTicket:315': 'Child', 'tourPrice:31': 'Group fee' })[key];

  it('says what it holds: each ticket type and tour with its count, a family ticket by its sub-tickets', () => {
    const line = guidedTourLine({
      price: cents(5100),
      totalPrice: cents(5100),
      tickets: [
        { id: 311, count: count(2), subtickets: [] },
        { id: 312, count: count(0), subtickets: [] },
        { id: 313, count: count(1), subtickets: [] },
        { id: 316, count: count(1), subtickets: [{ id: 314, count: count(1) }, { id: 315, count: count(2) }] },
      ],
      tours: [{ id: 31, count: count(1) }],
    });
    const { item } = row(line, undefined, names);
    expect(within(item).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 × Adults', '1 × Children', '1 × Adult', '2 × Child', '1 × Group fee']);
    expect(item.textContent).not.toContain('1 × €51.00');
  });

  it('a part whose name is not known yet reads as the kind of line', () => {
    const { item } = row(guidedTourLine({ tickets: [{ id: 399, count: count(3), subtickets: [] }], tours: [] }), undefined, names);
    expect(within(item).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3 × Guided tour']);
  });
});
