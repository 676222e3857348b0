/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import { httpError } from '../../../test/helpers/fake-api';
import { fakeClock } from '../../../test/helpers/fakes';
import { calendar, MONDAY_MORNING, tourApi, TOUR_ID } from '../../../test/helpers/tours';
import { PRIVATE_ANSWERS_KEY } from '../../domain/tours';
import { Subject } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import type { TourSingle } from '../../api/codecs/tours';
import TourScreen from './TourScreen';

type Answer = Either<ApiError, TourSingle>;

/**
 * The tour page's accessibility: every field has a real label or a fieldset with a legend, the
 * calendar is a keyboard-usable grid of buttons named with their availability, and the form's
 * messages are in a live region that takes focus after a refused add to basket.
 */

/** The tour's page, as the tour list's link opens it. */
const mountTour = (replies = tourApi()) =>
  renderScreen(TourScreen, { route: 'guidedTour', lang: 'en', path: `/en/guided-tours/${TOUR_ID}`, replies, deps: { clock: fakeClock(MONDAY_MORNING) } });

/** The tour's page once the tour and its first times are in. */
async function openTour(replies = tourApi()) {
  const app = await mountTour(replies);
  await screen.findByRole('heading', { level: 1, name: 'Group tour: Light and Line' });
  await screen.findByRole('radio', { name: /10:00/ });
  return app;
}

const form = () => screen.getByRole('form', { name: 'Your booking' });
const messageRegion = () => form().querySelector('.tour-form__messages') as HTMLElement;

describe('tour page: calendar', () => {
  it('is a table of day buttons named with their date and availability; the chosen day is pressed', async () => {
    await openTour();
    const grid = screen.getByRole('table', { name: 'Choose a date May 2030' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const full = within(grid).getByRole('button', { name: 'Tuesday, 7 May 2030, Sold out' });
    const open = within(grid).getByRole('button', { name: 'Wednesday, 8 May 2030, 105 places left' });
    const past = within(grid).getByRole('button', { name: 'Monday, 6 May 2030, Not available' });
    expect(open.getAttribute('aria-pressed')).toBe('true');
    expect(full.getAttribute('aria-pressed')).toBe('false');
    expect(past.getAttribute('aria-disabled')).toBe('true');
    // A sold-out day is a choice here: it offers the next available date.
    expect(full.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toMatch(/Available.*Sold out.*Not available/);
  });

  it('is one tab stop; arrow keys move between days and Enter/click chooses', async () => {
    await openTour();
    const grid = screen.getByRole('table', { name: /Choose a date/ });
    const focusable = within(grid).getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(focusable.map((b) => b.getAttribute('data-date'))).toEqual(['2030-05-08']);
    act(() => focusable[0]!.focus());
    fireEvent.keyDown(focusable[0]!, { key: 'ArrowDown' });
    const week = within(grid).getByRole('button', { name: /15 May 2030/ });
    expect(document.activeElement).toBe(week);
    fireEvent.keyDown(week, { key: 'ArrowLeft' });
    const fourteenth = within(grid).getByRole('button', { name: /Tuesday, 14 May 2030/ });
    expect(document.activeElement).toBe(fourteenth);
    fireEvent.click(fourteenth);
    await waitFor(() => expect(fourteenth.getAttribute('aria-pressed')).toBe('true'));
  });

  it('an unavailable day cannot be chosen; a sold-out day offers the next available date', async () => {
    const app = await openTour();
    const grid = screen.getByRole('table', { name: /Choose a date/ });
    fireEvent.click(within(grid).getByRole('button', { name: /Monday, 6 May 2030/ }));
    expect(app.runtime.state$.value.tourForm.date).toBe('2030-05-08');
    fireEvent.click(within(grid).getByRole('button', { name: /Tuesday, 7 May 2030/ }));
    const offer = await screen.findByText('There are no places left on this day. The next available date is Wednesday, 8 May 2030.');
    expect(offer.closest('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Wednesday, 8 May 2030' }));
    await waitFor(() => expect(within(grid).getByRole('button', { name: /Wednesday, 8 May 2030/ }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('month navigation is a pair of labelled buttons within the lifetime', async () => {
    await openTour();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('table', { name: 'Choose a date June 2030' });
    await screen.findByRole('button', { name: 'Tuesday, 4 June 2030, 20 places left' });
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('tour page: the form', () => {
  it('times are a radio group; a sold-out time is disabled and says so', async () => {
    await openTour(tourApi({ calendars: { '20300501': calendar({ '2030-05-08': { '10:00': [30, 801], '12:00': [0, 802] }, '2030-05-14': { '10:00': [75, 1401] } }) } }));
    const times = screen.getByRole('group', { name: /Choose a time/ });
    expect((within(times).getByRole('radio', { name: /10:00\s*30 places left/ }) as HTMLInputElement).checked).toBe(true);
    const full = within(times).getByRole('radio', { name: /12:00\s*Sold out/ }) as HTMLInputElement;
    expect([full.disabled, full.checked]).toEqual([true, false]);
    fireEvent.click(screen.getByRole('button', { name: /Tuesday, 14 May 2030/ }));
    await waitFor(() => expect(within(times).getAllByRole('radio')).toHaveLength(1));
  });

  it('counts are labelled fields; sub-tickets are grouped under their ticket', async () => {
    await openTour();
    const tours = within(screen.getByRole('group', { name: 'Prices' })).getByRole('spinbutton', { name: 'Tour 3901' });
    // The admission tickets wait for the tours, and say so to whoever reaches their group.
    const tickets = screen.getByRole('group', { name: 'Admission tickets', description: 'Choose the number of tours first.' });
    const classTicket = within(tickets).getByRole('group', { name: /Sub|Ticket 3033/ });
    expect(within(classTicket).getAllByRole('spinbutton').map((field) => field.getAttribute('aria-label') ?? (field as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Sub 3034', 'Sub 3035']);
    expect((screen.getByRole('button', { name: 'Increase quantity: Ticket 3031' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Tour 3901' }));
    expect((tours as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('button', { name: 'Increase quantity: Ticket 3031' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('every question type has a real label or a fieldset with a legend; mandatory ones are marked', async () => {
    await openTour();
    const questions = screen.getByRole('group', { name: 'Additional information' });
    const radio = within(questions).getByRole('group', { name: 'Question 701 Required' });
    expect(within(radio).getAllByRole('radio')).toHaveLength(2);
    // Not mandatory: its answers after a first choice that leaves it unanswered.
    const select = within(questions).getByRole('combobox', { name: 'Question 702' }) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Please select', 'Answer 7021', 'Answer 7022']);
    expect(select.required).toBe(false);
    const checkbox = within(questions).getByRole('group', { name: 'Question 703' });
    expect(within(checkbox).getAllByRole('checkbox')).toHaveLength(3);
    expect((within(questions).getByRole('textbox', { name: 'Question 704 Required' }) as HTMLInputElement).required).toBe(true);
    expect(within(questions).getByRole('textbox', { name: 'Question 705' }).tagName).toBe('TEXTAREA');
    expect(within(questions).getByRole('textbox', { name: 'Question 706 Required' }).getAttribute('inputmode')).toBe('decimal');
  });

  it('a refused add to basket announces the messages in a live region, moves focus there and marks the fields', async () => {
    await openTour();
    expect(messageRegion().getAttribute('aria-live')).toBe('polite');
    expect(messageRegion().childElementCount).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(messageRegion().textContent).toMatch('Please answer all mandatory fields.'));
    expect(messageRegion().textContent).toMatch('Please choose the tickets or tours you would like to book.');
    expect(document.activeElement).toBe(messageRegion());
    const text = screen.getByRole('textbox', { name: 'Question 704 Required' });
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toBe(messageRegion().id);
    expect(screen.getByRole('radio', { name: 'Answer 7011' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Question 702' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('count problems are announced as they happen', async () => {
    await openTour();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Tour 3901' }));
    await waitFor(() => expect(messageRegion().textContent).toMatch('Please choose at least one ticket.'));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Ticket 3031' }));
    await waitFor(() => expect(messageRegion().childElementCount).toBe(0));
  });

  it('answers every type, adds to basket, says so with a link to the basket; free text never reaches the log', async () => {
    const app = await openTour();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Tour 3901' }));
    const adults = screen.getByRole('spinbutton', { name: 'Ticket 3031' });
    fireEvent.change(adults, { target: { value: '12' } });
    fireEvent.blur(adults);
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 7012' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Question 702' }), { target: { value: '7022' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Answer 7033' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Question 704 Required' }), { target: { value: 'Klasse 4b' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question 705' }), { target: { value: 'Bitte langsam sprechen' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question 706 Required' }), { target: { value: '2' } });
    expect((screen.getByRole('textbox', { name: 'Question 704 Required' }) as HTMLInputElement).value).toBe('Klasse 4b');
    // One tour at €90.00 and 12 adults at €9.00, beside the form's "Total".
    expect(within(form()).getByText('Total').parentElement?.textContent).toBe('Total €198.00');

    const button = screen.getByRole('button', { name: 'Add to basket' });
    button.focus();
    fireEvent.click(button);
    const added = await screen.findByText('Added to your basket.');
    expect(added.closest('[role="status"]')).not.toBeNull();
    // The form reset above its button: the confirmation below it takes the focus, so it is in view (issue 31).
    expect(document.activeElement).toBe(screen.getByTestId('added-to-basket'));
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/en/checkout');
    expect(app.runtime.state$.value.cart.lines).toHaveLength(1);
    // The fields start afresh for the next booking.
    expect((screen.getByRole('textbox', { name: 'Question 704 Required' }) as HTMLInputElement).value).toBe('');
    const log = JSON.stringify(app.runtime.log.document());
    expect(log).not.toContain('Klasse 4b');
    expect(log).not.toContain('langsam');
    expect(app.storage.getItem(PRIVATE_ANSWERS_KEY)).toContain('Klasse 4b');
  });
});

describe('tour page: while the tour loads', () => {
  it('the calendar waits in its place as today’s month with placeholder days, busy, with one “Loading…” status', async () => {
    // The tour's answer is held back until the page's loading state has been looked at.
    const replies = tourApi();
    const single = (replies.tourSingle as () => Answer)();
    const answer = new Subject<Answer>();
    await mountTour({ ...replies, tourSingle: () => answer });
    expect((await findPageHeading()).textContent).toBe('Guided Tour');
    const calendar = await waitFor(() => document.querySelector('.tour-calendar') as HTMLElement);
    expect(calendar.getAttribute('aria-busy')).toBe('true');
    expect(within(calendar).getByText('May 2030')).toBeTruthy();
    expect(within(calendar).getAllByTestId('calendar-placeholder')).toHaveLength(31);
    expect(screen.getAllByRole('status').filter((s) => s.textContent === 'Loading…')).toHaveLength(1);

    act(() => {
      answer.next(single);
      answer.complete();
    });
    await screen.findByRole('heading', { level: 1, name: 'Group tour: Light and Line' });
    const grid = await screen.findByRole('table', { name: 'Choose a date May 2030' });
    await waitFor(() => expect(grid.closest('.month-calendar')?.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryAllByTestId('calendar-placeholder')).toHaveLength(0);
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

describe('tour page: loading failure', () => {
  it('any non-200 shows the not-found state with a way back', async () => {
    await mountTour({ ...tourApi(), tourSingle: httpError(404) });
    expect((await findPageHeading()).textContent).toBe('Guided Tour');
    const message = await screen.findByText('This guided tour could not be found.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Guided Tours' }).getAttribute('href')).toBe('/en/guided-tours');
  });
});
